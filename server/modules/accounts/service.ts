import { messages } from '../../../common/messages';
import { normaliseEmail } from '../../../common/schemas/fields';
import type { SigninBody } from '../../../common/schemas/user';
import type { Database } from '../../db/client';
import type { SessionUser, UserRow } from '../../db/schema/users';
import { AppError, badRequest, conflict } from '../../errors';
import * as invites from '../invites/repo';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import * as repo from './repo';
import { newToken, sha256Hex } from './tokens';

export interface SignupInput {
  email: string;
  password: string;
  terms: boolean;
  marketing: boolean;
  /** The token of the beta invite link the visitor came through, if any. */
  invite?: string;
}

const invalidCredentials = () => new AppError(401, 'invalid_credentials', messages.invalidCredentials);
export const accountLocked = () =>
  new AppError(429, 'account_locked', messages.accountLocked, undefined, { 'retry-after': String(repo.LOCK_MINUTES * 60) });

/**
 * Checks an e-mail and password. Unknown e-mail and wrong password answer alike and take about as
 * long: both are counted, and a locked address answers the same whether it has an
 * account or not. The count is taken before any hashing, atomically, so at most ten
 * passwords are checked per address per lock, however many requests arrive at once and on
 * however many instances.
 */
export async function checkCredentials(db: Database, { email, password }: Pick<SigninBody, 'email' | 'password'>): Promise<UserRow> {
  const address = normaliseEmail(email);
  if (!(await repo.reservePasswordCheck(db, address))) throw accountLocked();
  const user = await repo.findUserByEmail(db, address);
  if (!user) {
    await verifyAgainstDummy(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
  await repo.clearPasswordChecks(db, address);
  return user;
}

/**
 * A new account. Through an invite link, the invite is used up in the same transaction as the
 * insert: both happen or neither does, and of two sign-ups racing with one link, one succeeds.
 * An unknown or used invite refuses the sign-up rather than quietly dropping the invite; the
 * sign-up page checks the link first and offers a plain sign-up instead.
 */
export async function signup(db: Database, input: SignupInput): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      email: input.email,
      passwordHash,
      marketing: input.marketing,
      acceptedTermsAt: input.terms ? new Date() : null,
    });
    if (!user) throw conflict(messages.emailTaken, 'email_taken', { email: messages.emailTaken });
    if (input.invite !== undefined && !(await invites.markInviteUsed(tx, sha256Hex(input.invite)))) {
      throw badRequest(messages.inviteLinkInvalid, 'invite_invalid');
    }
    return user;
  });
}

/** A new session for the user: a fresh token every time; only its hash is stored. */
export async function startSession(db: Database, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = await repo.insertSession(db, hash, userId);
  return { token, expiresAt };
}

/** The session's user, extending the session when it is used in its second half. */
export async function resolveSession(db: Database, token: string): Promise<{ user: SessionUser; renewedUntil: Date | null } | null> {
  const id = sha256Hex(token);
  const found = await repo.findSessionUser(db, id);
  if (!found) return null;
  const halfLife = (repo.SESSION_DAYS * 86_400_000) / 2;
  const renewedUntil = found.expiresAt.getTime() - Date.now() < halfLife ? await repo.extendSession(db, id) : null;
  return { user: found.user, renewedUntil };
}

/**
 * The account's own password, typed again to confirm a change (a new password, a new address, the
 * account's deletion). Each try counts towards the sign-in lock, so a stolen session cannot guess
 * it; a wrong one is a 400 on the form's field `field` with `wrong`.
 */
export async function confirmOwnPassword(db: Database, user: SessionUser, password: string, { field, wrong }: { field: string; wrong: string }): Promise<void> {
  if (!(await repo.reservePasswordCheck(db, user.email))) throw accountLocked();
  // The session check does not read the hash (docs/decisions/026): the confirmations alone need it.
  const stored = await repo.findUserById(db, user.id);
  if (!stored || !(await verifyPassword(stored.passwordHash, password))) throw badRequest(wrong, 'wrong_password', { [field]: wrong });
}

export function endSession(db: Database, token: string): Promise<void> {
  return repo.deleteSession(db, sha256Hex(token));
}

export async function issueDeviceToken(db: Database, userId: string, deviceName: string): Promise<string> {
  const { token, hash } = newToken();
  await repo.insertDeviceToken(db, userId, hash, deviceName);
  return token;
}

export async function resolveDeviceToken(db: Database, token: string): Promise<{ user: SessionUser; tokenId: string } | null> {
  return (await repo.findDeviceUser(db, sha256Hex(token))) ?? null;
}
