/**
 * The sessions list's loader (decision 030): it reads the page's data from the sessions service with
 * the API's rules (signed in, Pro, the account's own sessions, the API's response schemas) and
 * returns it as plain data.
 */
import { SESSIONS_PAGE_SIZE } from '../../../common/schemas/sessions';
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as sessions from '../../../server/modules/sessions/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import type { SessionsPageData } from './sessions-page';

/** The list's page from the address and its sessions, newest first (Pro); the teaser needs the plan only. */
export async function sessionsPageData(context: WebLoadContext, url: URL): Promise<SessionsPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page'))) || 1);
  if (!isProUser(user)) return { isPro: false, page, list: null };
  const list = await readOrNull(context, 'sessions', () => sessions.list(context.db, user, page, SESSIONS_PAGE_SIZE));
  return { isPro: true, page, list };
}
