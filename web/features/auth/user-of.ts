import type { CurrentUser } from '../../../common/schemas/user';

/** The user of a session, sign-in or sign-up answer (`{ user }`), or null when it carries none. */
export function userOf(data: unknown): CurrentUser | null {
  const user = (data as { user?: unknown } | null)?.user;
  return typeof user === 'object' && user !== null && typeof (user as CurrentUser).email === 'string'
    ? (user as CurrentUser)
    : null;
}
