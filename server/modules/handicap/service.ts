import type { HandicapResponse } from '../../../common/schemas/handicap';
import type { Database } from '../../db/client';
import * as repo from './repo';
import { simHandicap, type EligibleRound } from './whs';

/** Each player of the account with a completed round: the Sim Handicap and the differentials behind it. */
export async function handicaps(db: Database, userId: string): Promise<HandicapResponse> {
  const byPlayer = new Map<string, EligibleRound[]>();
  for (const row of await repo.eligibleRounds(db, userId)) {
    const list = byPlayer.get(row.player) ?? [];
    list.push(row);
    byPlayer.set(row.player, list);
  }
  return {
    players: [...byPlayer].map(([player, rounds]) => {
      const figures = simHandicap(rounds);
      return {
        player,
        index: figures.index,
        scores: figures.differentials.length,
        counted: figures.recent.filter((d) => d.counted).length,
        adjustment: figures.adjustment,
        recent: figures.recent.toReversed(),
      };
    }),
  };
}
