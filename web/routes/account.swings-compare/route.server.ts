/**
 * The loader of two swings side by side: `?a=&b=` (two shots of the account's), `?shot=&shot=`
 * (the library's boxes sent without JavaScript) or `?session=&club=` (the session's longest and
 * shortest swing of the club), read through the clips module's queries (GET /api/clips/compare's rules).
 */
import { redirect } from 'react-router';
import { swingCompareQuerySchema } from '../../../common/schemas/clips';
import { AppError } from '../../../server/errors';
import * as clips from '../../../server/modules/clips/queries';
import { swingComparePath } from '../../features/clips/paths';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import type { SwingComparePageData } from './swing-compare-page';

export async function swingComparePageData(context: WebLoadContext, url: URL): Promise<SwingComparePageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const params = url.searchParams;
  const picked = params.getAll('shot');
  if (picked.length === 2 && swingCompareQuerySchema.safeParse({ a: picked[0], b: picked[1] }).success) {
    // A is the earlier swing, B the later: the difference is what changed since.
    const shots = await readOrNull(context, 'picked swings', () => clips.swingShots(context.db, user, picked.map(Number)));
    if (!shots) return { state: 'not found' };
    const [first, second] = [...shots].sort((x, y) => x.takenAt.localeCompare(y.takenAt));
    throw redirect(swingComparePath(first.id, second.id));
  }

  let a = params.get('a') ?? '';
  let b = params.get('b') ?? '';
  let extremes: { club: string; sessionId: string } | null = null;
  const session = params.get('session');
  const club = params.get('club');
  if (session && club) {
    const found = await readOrNull(context, 'longest and shortest swings', () => clips.extremes(context.db, user, session, club));
    if (!found) return { state: 'no extremes', club };
    ({ longest: a, shortest: b } = found);
    extremes = { club, sessionId: session };
  }
  const query = swingCompareQuerySchema.safeParse({ a, b });
  if (!query.success) return { state: 'missing' };
  try {
    const compare = await clips.compare(context.db, user, Number(query.data.a), Number(query.data.b));
    return { state: 'ready', compare, extremes };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { state: 'not found' };
    context.log.warn({ err: error, what: 'swings compare' }, 'a page was drawn without one of its answers');
    return { state: 'failed' };
  }
}
