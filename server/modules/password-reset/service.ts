import { RESET_MAILS_PER_HOUR, RESET_TOKEN_MINUTES } from '../../../common/constants';
import { messages } from '../../../common/messages';
import type { Database } from '../../db/client';
import { badRequest } from '../../errors';
import { countRecentMails, enqueueMail, enqueueMailRequest } from '../../mail/outbox';
import * as accounts from '../accounts/repo';
import { hashPassword } from '../accounts/passwords';
import { newToken, sha256Hex } from '../accounts/tokens';
import * as repo from './repo';

const invalidToken = () => badRequest(messages.resetTokenInvalid, 'invalid_reset_token');

/**
 * Asks for a reset link for the address. The answer must not tell whether an account has it, in
 * its words or its timing: every address costs the same one insert
 * into the outbox, and the mail sender decides later, in resolveResetRequest, whether a link goes
 * out. Nothing here waits for the mail server or looks the address up.
 */
export async function requestReset(db: Database, email: string): Promise<void> {
  await enqueueMailRequest(db, { to: email, name: 'password-reset-request' });
}

/**
 * What the mail sender does with a reset request, in its transaction: a reset link for the
 * address, if an account has it and it has had fewer than three reset mails this hour;
 * an unknown address gets nothing (docs/decisions/004-mail-outbox-and-account-recovery.md).
 * The link's mail goes to the outbox in the same transaction.
 */
export async function resolveResetRequest(tx: Database, email: string): Promise<void> {
  const user = await repo.lockUserByEmail(tx, email);
  if (!user) return;
  if ((await countRecentMails(tx, user.email, 'password-reset', 60)) >= RESET_MAILS_PER_HOUR) return;
  const { token, hash } = newToken();
  await repo.replaceResetToken(tx, user.id, hash, RESET_TOKEN_MINUTES);
  // A locked owner learns why sign-in refuses them, and that the link is the way back in.
  const locked = await accounts.isSigninLocked(tx, user.email);
  await enqueueMail(tx, { to: user.email, template: 'password-reset', data: { token, locked } });
}

/** Throws unless the token is live: unknown, used and expired tokens are one answer. */
export async function checkToken(db: Database, token: string): Promise<void> {
  if (!(await repo.findValidReset(db, sha256Hex(token)))) throw invalidToken();
}

/**
 * Sets the new password and uses the token up, atomically; ends every session and every device
 * token of the user, lifts a sign-in lock, and tells them by mail. The hash is computed before the transaction so that no
 * transaction waits on it.
 */
export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  const tokenHash = sha256Hex(token);
  if (!(await repo.findValidReset(db, tokenHash))) throw invalidToken();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const reset = await repo.consumeReset(tx, tokenHash);
    if (!reset) throw invalidToken();
    const user = await accounts.findUserById(tx, reset.userId);
    if (!user) throw invalidToken();
    await accounts.updatePasswordHash(tx, user.id, passwordHash);
    // Whoever sets it proved they own the address: a sign-in lock is lifted.
    await accounts.clearPasswordChecks(tx, user.email);
    await accounts.deleteSessionsOfUser(tx, user.id);
    await accounts.revokeDeviceTokensOfUser(tx, user.id);
    await enqueueMail(tx, { to: user.email, template: 'password-changed', data: { how: 'reset' } });
  });
}
