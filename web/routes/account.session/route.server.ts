/**
 * A session page's loader and action (decision 030): the loader reads the page's data from the
 * sessions service with the API's rules (signed in, Pro, the account's own sessions, the API's
 * response schemas); the action takes the page's writes (a shot excluded or counted again by hand,
 * the "Hide mishits" choice,
 * the session deleted), with or without JavaScript, after which the framework reads the loader again.
 */
import { data, redirect } from 'react-router';
import { CLUB_SHORT_NAMES, type ClubShortName } from '../../../common/clubs';
import { messages } from '../../../common/messages';
import { analysisClubSchema } from '../../../common/schemas/analysis';
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as clips from '../../../server/modules/clips/queries';
import * as sessions from '../../../server/modules/sessions/queries';
import { readOrNotFound, readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import type { SessionPageData } from './session-page';
import { HIDE_MISHITS_INTENT } from '../../features/analysis/hide-mishits';
import { hideMishitsAction } from '../../features/analysis/hide-mishits.server';
import { OVERRIDE_INTENT } from '../../features/analysis/override';
import { analysisWrite, overrideAction } from '../../features/analysis/override.server';
import { DELETE_ANSWER_FIELD, DELETE_SESSION_INTENT, type DeleteSessionResult } from '../../features/sessions/delete-session';

/** The clubs (bag order) with two shots or more with a clip: the longest and shortest of each can be compared. */
function swingClubs(clipShots: { club: ClubShortName }[]): ClubShortName[] {
  return CLUB_SHORT_NAMES.filter((club) => clipShots.filter((shot) => shot.club === club).length >= 2);
}

/**
 * One session with its shots and per-club figures, and the dispersion of the club in `?club=`
 * (the session's first club without one); `notFound` for an address that is no session of the
 * account's, answered 404 by the route.
 */
export async function sessionPageData(context: WebLoadContext, sessionId: string, url: URL): Promise<SessionPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const none = { session: null, club: null, dispersion: null, clipShots: [] };
  if (!isProUser(user)) return { isPro: false, notFound: false, ...none };
  const asked = url.searchParams.get('club');
  const dispersion = (club: string | null) => {
    const parsed = analysisClubSchema.safeParse(club);
    if (!parsed.success) return null;
    return readOrNull(context, 'session dispersion', () => sessions.dispersion(context.db, user, sessionId, parsed.data));
  };
  const [session, askedDispersion] = await Promise.all([
    readOrNotFound(context, 'session', () => sessions.session(context.db, user, sessionId)),
    dispersion(asked),
  ]);
  if (session === 'not found') return { isPro: true, notFound: true, ...none };
  if (!session) return { isPro: true, notFound: false, ...none };
  const club = session.clubs.find((c) => c.club === asked)?.club ?? session.clubs[0]?.club ?? null;
  // The camera marks: the session is the account's, so its id is one.
  const clipShots = await readOrNull(context, 'session clips', () => clips.shotsWithClips(context.db, user, { sessionId }));
  return { isPro: true, notFound: false, session, club, dispersion: club === asked ? askedDispersion : await dispersion(club), clipShots: clipShots?.map((shot) => shot.id) ?? [], swingClubs: swingClubs(clipShots ?? []) };
}

/** DELETE /api/sessions/:id's rules; a real form post lands on the list afterwards, the dialog's fetcher is told the result. */
async function deleteAction(context: WebLoadContext, sessionId: string, form: FormData) {
  const answer = await analysisWrite(context, 'a session delete', async (user) => (await sessions.remove(context.db, user, sessionId)).deleted.shots);
  if (typeof answer !== 'number') return answer;
  return form.has(DELETE_ANSWER_FIELD) ? data<DeleteSessionResult>({ ok: true, shots: answer }) : redirect('/account/sessions');
}

/** The session page's action: intent=override and intent=hide-mishits (shared with Shot data), or intent=delete. */
export async function sessionAction(context: WebLoadContext, sessionId: string, form: FormData) {
  const intent = form.get('intent');
  if (intent === OVERRIDE_INTENT) return overrideAction(context, form);
  if (intent === HIDE_MISHITS_INTENT) return hideMishitsAction(context, form);
  if (intent === DELETE_SESSION_INTENT) return deleteAction(context, sessionId, form);
  return data({ ok: false as const, error: messages.invalidRequest }, { status: 400 });
}
