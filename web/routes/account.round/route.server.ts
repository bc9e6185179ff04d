import { AppError } from '../../../server/errors';
import * as clips from '../../../server/modules/clips/queries';
import * as stats from '../../../server/modules/stats/queries';
import type { WebLoadContext } from '../../load-context.server';
import { readOrNull } from '../../lib/read-or-null.server';
import type { RoundPageData } from './round-page';

/** One round of the user's; `notFound` when it is not theirs, or the address holds no round id. */
export async function roundPageData(context: WebLoadContext, roundId: string): Promise<RoundPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  try {
    const round = await stats.round(context.db, user, roundId);
    // The round is the account's, so its id is one: its shots with a swing clip.
    const swings = await readOrNull(context, 'round clips', () => clips.shotsWithClips(context.db, user, { roundId }));
    return { round, notFound: false, swings: swings ?? [] };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { round: null, notFound: true, swings: [] };
    context.log.warn({ err: error, what: 'round' }, 'a page was drawn without one of its answers');
    return { round: null, notFound: false, swings: [] };
  }
}
