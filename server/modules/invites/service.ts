import type { Database } from '../../db/client';
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
