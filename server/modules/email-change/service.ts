import { randomBytes } from 'node:crypto';
import { EMAIL_CONFIRM_HOURS, EMAIL_UNDO_DAYS } from '../../../common/constants';
import { messages } from '../../../common/messages';
import type { EmailConfirmResponse, EmailUndoResponse } from '../../../common/schemas/email-change';
import { fillMessage } from '../../../common/stats-format';
import type { Database } from '../../db/client';
import { badRequest, conflict } from '../../errors';
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
    const restored = await repo.setEmailUnlessTaken(tx, undo.userId, undo.oldEmail);
    await repo.deleteUndosOfUser(tx, undo.userId);
    await repo.deleteRequestOfUser(tx, undo.userId);
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

/** Refuses an undo link that is unknown, used or expired (the same 400 as undoEmailChange), without using it. */
export async function checkUndoLink(db: Database, token: string): Promise<void> {
  if (!(await repo.undoWorks(db, sha256Hex(token)))) throw invalidLink();
}

/**
 * Asks the new address to confirm a change: a link mailed there through the outbox, valid
 * EMAIL_CONFIRM_HOURS hours, replacing an earlier request; the account keeps its address until
 * the link is followed. Call it in the transaction that accepted the change.
 */
export async function requestEmailChange(tx: Database, { userId, oldEmail, newEmail }: { userId: string; oldEmail: string; newEmail: string }): Promise<void> {
  const { token, hash } = newToken();
  await repo.upsertRequest(tx, { userId, tokenHash: hash, newEmail, validHours: EMAIL_CONFIRM_HOURS });
  await enqueueMail(tx, { to: newEmail, template: 'email-confirm', data: { token, oldEmail } });
}

/** The address the account is waiting to change to, while its link works; null when none. */
export async function pendingEmail(db: Database, userId: string): Promise<string | null> {
  return (await repo.pendingRequest(db, userId))?.newEmail ?? null;
}

const invalidConfirmation = () => badRequest(messages.emailConfirmInvalid, 'invalid_confirm_token');

/** The address a confirmation link would make the account's, without using the link; unknown, used and expired links are one 400. */
export async function emailOfConfirmation(db: Database, token: string): Promise<string> {
  const request = await repo.requestOfToken(db, sha256Hex(token));
  if (!request) throw invalidConfirmation();
  return request.newEmail;
}

/**
 * The confirmation link's work, in one transaction: the link is used up, the new address becomes
 * the account's unless another account took it meanwhile (409, the link stays unused), and the old
 * address is told, with its undo link. Unknown, used and expired links are one 400.
 */
export async function confirmEmailChange(db: Database, token: string): Promise<EmailConfirmResponse> {
  try {
    return await confirmInTransaction(db, token);
  } catch (error) {
    // Two accounts confirming one address at once: the unique index lets one have it.
    if (isUniqueViolation(error)) throw conflict(messages.emailConfirmTaken, 'email_taken');
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

function confirmInTransaction(db: Database, token: string): Promise<EmailConfirmResponse> {
  return db.transaction(async (tx) => {
    const request = await repo.consumeRequest(tx, sha256Hex(token));
    if (!request) throw invalidConfirmation();
    const oldEmail = await repo.lockEmailOfUser(tx, request.userId);
    if (!oldEmail) throw invalidConfirmation();
    if (!(await repo.setEmailUnlessTaken(tx, request.userId, request.newEmail))) throw conflict(messages.emailConfirmTaken, 'email_taken');
    await noticeEmailChange(tx, { userId: request.userId, oldEmail, newEmail: request.newEmail });
    return { message: fillMessage(messages.emailConfirmDone, { email: request.newEmail }), email: request.newEmail };
  });
}
