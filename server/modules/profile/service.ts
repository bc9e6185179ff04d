import { messages } from '../../../common/messages';
import type { Device } from '../../../common/schemas/profile';
import type { UnitPreferences } from '../../../common/units';
import type { Database } from '../../db/client';
import type { SessionUser, UserRow } from '../../db/schema/users';
import { conflict, forbidden, notFound } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import * as accounts from '../accounts/repo';
import { noticeEmailChange } from '../email-change/service';
import { hashPassword } from '../accounts/passwords';
import { confirmOwnPassword } from '../accounts/service';
import { sha256Hex } from '../accounts/tokens';
import * as repo from './repo';

const emailTaken = () => conflict(messages.emailTaken, 'email_taken', { email: messages.emailTaken });

/** The settings forms echo the user's `_id` (spec payloads): it must be the signed-in user's own. */
export function assertOwnId(user: SessionUser, id: string): void {
  if (id !== user.id) throw forbidden();
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/**
 * New e-mail and name. An address another account has is refused; when the address changes, the
 * old one is told by mail, in the same transaction, with a link that undoes the change for 7 days
 * (docs/decisions/020-email-change-undo.md).
 */
export async function updateProfile(db: Database, userId: string, input: { email: string; name: string | null }): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const oldEmail = await repo.lockEmailOfUser(tx, userId);
      if (!oldEmail) throw notFound();
      const user = await repo.updateProfile(tx, userId, input);
      if (!user) throw emailTaken();
      if (oldEmail !== user.email) await noticeEmailChange(tx, { userId, oldEmail, newEmail: user.email });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** The display units of the account: only how figures are shown; nothing stored changes. */
export async function updateUnits(db: Database, userId: string, units: UnitPreferences): Promise<UserRow> {
  const user = await repo.updateUnits(db, userId, units);
  if (!user) throw notFound();
  return user;
}

/**
 * A new password, given the current one. Wrong guesses count towards the sign-in lock,
 * so a stolen session cannot be used to guess the password. Every other session and every
 * desktop app's token end, and the user is told by mail.
 */
export async function changePassword(
  db: Database,
  user: SessionUser,
  sessionToken: string | null,
  { current, password }: { current: string; password: string },
): Promise<void> {
  await confirmOwnPassword(db, user, current, { field: 'current', wrong: messages.currentPasswordWrong });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await accounts.updatePasswordHash(tx, user.id, passwordHash);
    await accounts.clearPasswordChecks(tx, user.email);
    await accounts.deleteSessionsOfUser(tx, user.id, sessionToken ? sha256Hex(sessionToken) : undefined);
    await accounts.revokeDeviceTokensOfUser(tx, user.id);
    await enqueueMail(tx, { to: user.email, template: 'password-changed', data: { how: 'settings' } });
  });
}

export async function listDevices(db: Database, userId: string): Promise<Device[]> {
  const rows = await repo.listActiveDevices(db, userId);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Revoked tokens stop working on their next request. Another user's token is not found. */
export async function revokeDevice(db: Database, userId: string, deviceId: string): Promise<void> {
  if (!(await repo.revokeDevice(db, userId, deviceId))) throw notFound();
}
