import { ADMIN_PAGE_SIZE } from '../../../common/constants';
import { messages } from '../../../common/messages';
import type { AdminInvite, AdminInvitesResponse, AdminUser, AdminUsersResponse } from '../../../common/schemas/admin';
import { uuidField } from '../../../common/schemas/fields';
import type { Database } from '../../db/client';
import type { InviteRow } from '../../db/schema/invites';
import { conflict, notFound } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import { isProUser } from '../accounts/present-user';
import * as invites from '../invites/repo';
import { inviteToken, tokenForMail } from '../invites/service';
import * as repo from './repo';

/** The internal admin area (spec calls 20-23). The routes let only signed-in employees in. */

const isUuid = (id: string) => uuidField.safeParse(id).success;
const pagesOf = (total: number) => Math.ceil(total / ADMIN_PAGE_SIZE);

export function toAdminUser(row: repo.AdminUserRow): AdminUser {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    acceptedTermsAt: row.acceptedTermsAt?.toISOString() ?? null,
    marketing: row.marketing,
    isPro: isProUser(row),
    isEmployee: row.isEmployee,
    stripe: { customerId: row.stripeCustomerId },
  };
}

/** The link of an invite, from PUBLIC_URL and never from a request's Host. */
export function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl}/signup?invite=${encodeURIComponent(token)}`;
}

export function toAdminInvite(row: InviteRow, publicUrl: string, key: Buffer): AdminInvite {
  const token = inviteToken(row, key);
  return {
    _id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    usedAt: row.usedAt?.toISOString() ?? null,
    link: token === null ? null : inviteLink(publicUrl, token),
  };
}

/** Call 21: a page of users, newest first; a page past the end is empty, with the true total. */
export async function listUsers(db: Database, { page, q }: { page: number; q: string }): Promise<AdminUsersResponse> {
  const { users, total } = await repo.listUsers(db, { page, pageSize: ADMIN_PAGE_SIZE, search: q });
  return { users: users.map(toAdminUser), total, pages: pagesOf(total), page, pageSize: ADMIN_PAGE_SIZE };
}

/** Call 20. */
export async function getUser(db: Database, id: string): Promise<AdminUser> {
  const row = isUuid(id) ? await repo.findUser(db, id) : undefined;
  if (!row) throw notFound(messages.adminUserNotFound);
  return toAdminUser(row);
}

/** Call 22: a page of beta invite requests, newest first. */
export async function listInvites(db: Database, page: number, publicUrl: string, key: Buffer): Promise<AdminInvitesResponse> {
  const { invites: rows, total } = await invites.listInvites(db, { page, pageSize: ADMIN_PAGE_SIZE });
  return {
    invites: rows.map((row) => toAdminInvite(row, publicUrl, key)),
    total,
    pages: pagesOf(total),
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/**
 * Call 23: sends the invite with this id. `sentAt` is set and the mail queued in one transaction;
 * the mail goes to the address stored with the request, whatever the
 * caller sent along. An invite already sent, or already used through a copied link, is not sent.
 */
export async function sendInvite(db: Database, id: string, publicUrl: string, key: Buffer): Promise<AdminInvite> {
  if (!isUuid(id)) throw notFound(messages.inviteNotFound);
  return db.transaction(async (tx) => {
    const invite = await invites.markInviteSent(tx, id);
    if (!invite) {
      const existing = await invites.findInviteById(tx, id);
      if (!existing) throw notFound(messages.inviteNotFound);
      if (existing.usedAt) throw conflict(messages.inviteAlreadyUsed, 'invite_used');
      throw conflict(messages.inviteAlreadySent, 'invite_already_sent');
    }
    const token = await tokenForMail(tx, invite, key);
    await enqueueMail(tx, { to: invite.email, template: 'invite', data: { token } });
    return toAdminInvite((await invites.findInviteById(tx, id)) ?? invite, publicUrl, key);
  });
}
