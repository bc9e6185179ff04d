import { messages } from '../../../common/messages';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { newToken } from '../accounts/tokens';
import * as repo from './repo';

/**
 * Stores a beta invite request for an already validated, normalised address. Asking again
 * changes nothing: the first request's row and token stay, so a link already sent keeps working.
 */
export async function requestBetaInvite(db: Database, email: string): Promise<void> {
  // The token of the invite link PUBLIC_URL/signup?invite={token}, kept as is (see the schema).
  await repo.insertOrGetInviteByEmail(db, email, newToken().token);
}

/** What newToken() makes: 32 random bytes in base64url. Anything else is not worth a query. */
const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isInviteTokenShaped = (token: string) => INVITE_TOKEN_PATTERN.test(token);

/**
 * The invited address behind an invite link, so that sign-up can be prefilled. Unknown, malformed
 * and used tokens are one 404: the link works until the invite is used.
 */
export async function lookupInvite(db: Database, token: string): Promise<{ email: string }> {
  const email = isInviteTokenShaped(token) ? await repo.findUnusedInviteEmail(db, token) : undefined;
  if (!email) throw notFound(messages.inviteLinkInvalid);
  return { email };
}
