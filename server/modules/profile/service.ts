import { messages } from '../../../common/messages';
import type { Device } from '../../../common/schemas/profile';
import type { UnitPreferences } from '../../../common/units';
import type { Database } from '../../db/client';
import type { SessionUser, UserRow } from '../../db/schema/users';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import * as accounts from '../accounts/repo';
import * as emailChange from '../email-change/repo';
import { pendingEmail, requestEmailChange } from '../email-change/service';
import { hashPassword } from '../accounts/passwords';
import { confirmOwnPassword } from '../accounts/service';
import { sha256Hex } from '../accounts/tokens';
import * as repo from './repo';

const emailTaken = () => conflict(messages.emailTaken, 'email_taken', { email: messages.emailTaken });

/** The settings forms echo the user's `_id` (spec payloads): it must be the signed-in user's own. */
export function assertOwnId(user: SessionUser, id: string): void {
  if (id !== user.id) throw forbidden();
}

/**
 * New name, and a new e-mail address asked for (docs/decisions/038): an address another account
 * has is refused; a new one needs the current password (counted towards the sign-in lock) and
 * takes effect only when the link mailed to it is followed (server/modules/email-change). The
 * answer is the user as stored, and the address waiting for confirmation.
 */
export async function updateProfile(
  db: Database,
  user: SessionUser,
  input: { email: string; name: string | null; password?: string },
): Promise<{ user: UserRow; pendingEmail: string | null }> {
  const changing = input.email !== user.email;
  if (changing) {
    if (await emailChange.emailTakenByOther(db, user.id, input.email)) throw emailTaken();
    if (!input.password) throw badRequest(messages.emailChangePasswordRequired, 'password_required', { password: messages.emailChangePasswordRequired });
    await confirmOwnPassword(db, user, input.password, { field: 'password', wrong: messages.currentPasswordWrong });
  }
  return db.transaction(async (tx) => {
    const oldEmail = await emailChange.lockEmailOfUser(tx, user.id);
    const updated = await repo.updateName(tx, user.id, input.name);
    if (!oldEmail || !updated) throw notFound();
    if (input.email !== oldEmail) await requestEmailChange(tx, { userId: user.id, oldEmail, newEmail: input.email });
    return { user: updated, pendingEmail: await pendingEmail(tx, user.id) };
  });
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
