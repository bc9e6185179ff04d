import { randomBytes } from 'node:crypto';
import { EMAIL_UNDO_DAYS } from '../../../common/constants';
import { messages } from '../../../common/messages';
import type { EmailUndoResponse } from '../../../common/schemas/email-change';
import { fillMessage } from '../../../common/stats-format';
import type { Database } from '../../db/client';
import { badRequest } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import * as accounts from '../accounts/repo';
import { hashPassword } from '../accounts/passwords';
import { newToken, sha256Hex } from '../accounts/tokens';
import * as repo from './repo';

/**
 * Tells the old address that the account's address changed, with a link that undoes it for
 * EMAIL_UNDO_DAYS days. Call it in the transaction that changes the address, so the mail and its
 * link exist exactly when the change does (the mail goes through the outbox).
 */
export async function noticeEmailChange(tx: Database, { userId, oldEmail, newEmail }: { userId: string; oldEmail: string; newEmail: string }): Promise<void> {
  const { token, hash } = newToken();
  await repo.insertUndo(tx, { userId, tokenHash: hash, oldEmail, validDays: EMAIL_UNDO_DAYS });
  await enqueueMail(tx, { to: oldEmail, template: 'email-changed', data: { newEmail, token } });
}

const invalidLink = () => badRequest(messages.emailUndoInvalid, 'invalid_undo_token');

/**
 * The undo link's work, in one transaction: the link is used up, the old address comes back
 * (unless another account has taken it since), and every session, device token and reset link
 * of the account ends, whoever holds them, and so does a password set since the change. Unknown, used and expired links are one 400.
 */
export async function undoEmailChange(db: Database, token: string): Promise<EmailUndoResponse> {
  return db.transaction(async (tx) => {
    const undo = await repo.consumeUndo(tx, sha256Hex(token));
    if (!undo) throw invalidLink();
    const restored = await repo.restoreEmail(tx, undo.userId, undo.oldEmail);
    await repo.deleteUndosOfUser(tx, undo.userId);
    await accounts.deleteSessionsOfUser(tx, undo.userId);
    await accounts.revokeDeviceTokensOfUser(tx, undo.userId);
    await repo.deleteResetTokenOfUser(tx, undo.userId);
    // A password set since the change may be the one who took the address: it ends too, and the
    // owner sets a new one through Reset Password at the address just restored.
    const passwordEnded = undo.passwordFingerprint !== null && (await repo.passwordChangedSince(tx, undo.userId, undo.passwordFingerprint));
    if (passwordEnded) await accounts.updatePasswordHash(tx, undo.userId, await hashPassword(randomBytes(32).toString('hex')));
    const ended = passwordEnded ? ` ${messages.emailUndoPasswordEnded}` : '';
    return restored
      ? { message: fillMessage(messages.emailUndoDone, { email: undo.oldEmail }) + ended, restored: true }
      : { message: messages.emailUndoTaken + ended, restored: false };
  });
}
