import { messages } from '../../../common/messages';
import type { Database } from '../../db/client';
import type { InviteRow } from '../../db/schema/invites';
import { notFound } from '../../errors';
import { newToken, openToken, sealToken, sha256Hex } from '../accounts/tokens';
import * as repo from './repo';

/** A new link token: what the invite row keeps of it, and the token itself for a link or a mail. */
function mintInviteToken(key: Buffer): { token: string; stored: repo.StoredInviteToken } {
  const { token, hash } = newToken();
  return { token, stored: { tokenHash: hash, tokenSealed: sealToken(token, key) } };
}

/**
 * Stores a beta invite request for an already validated, normalised address. Asking again
 * changes nothing: the first request's row and token stay, so a link already sent keeps working.
 * The token of the invite link PUBLIC_URL/signup?invite={token} is kept only as its hash and a
 * copy sealed with LINK_TOKEN_KEY (docs/decisions/006).
 */
export async function requestBetaInvite(db: Database, email: string, key: Buffer): Promise<void> {
  await repo.insertOrGetInviteByEmail(db, email, mintInviteToken(key).stored);
}

/**
 * The link token of an invite, for Copy Invite Link and the invite mail; null when its sealed copy
 * cannot be opened (LINK_TOKEN_KEY changed): the link still works, it cannot be shown.
 */
export function inviteToken(row: InviteRow, key: Buffer): string | null {
  return row.tokenSealed ? openToken(row.tokenSealed, key) : null;
}

/**
 * The invite's link token for its mail: the one already made when it can be opened, else a new
 * one (the old link, which nobody can show any more, stops working).
 */
export async function tokenForMail(tx: Database, row: InviteRow, key: Buffer): Promise<string> {
  const token = inviteToken(row, key);
  if (token) return token;
  const fresh = mintInviteToken(key);
  await repo.replaceInviteToken(tx, row.id, fresh.stored);
  return fresh.token;
}

/** Seals the clear tokens of invites made before migration 0013, then forgets them; run at start. */
export async function sealLegacyInviteTokens(db: Database, key: Buffer): Promise<number> {
  const rows = await repo.listLegacyInviteTokens(db);
  for (const row of rows) await repo.sealLegacyInviteToken(db, row.id, row.token, sealToken(row.token, key));
  return rows.length;
}

/** What newToken() makes: 32 random bytes in base64url. Anything else is not worth a query. */
const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isInviteTokenShaped = (token: string) => INVITE_TOKEN_PATTERN.test(token);

/**
 * The invited address behind an invite link, so that sign-up can be prefilled. Unknown, malformed
 * and used tokens are one 404: the link works until the invite is used.
 */
export async function lookupInvite(db: Database, token: string): Promise<{ email: string }> {
  const email = isInviteTokenShaped(token) ? await repo.findUnusedInviteEmail(db, sha256Hex(token)) : undefined;
  if (!email) throw notFound(messages.inviteLinkInvalid);
  return { email };
}
