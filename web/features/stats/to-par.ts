import { messages } from '../../../common/messages';
import { MINUS } from '../../../common/format';

/** A score to par as golfers write it: +3, E, −2 (PRODUCT.md, "Rounds, as golfers count them"). */
export function formatToPar(toPar: number): string {
  if (toPar === 0) return 'E';
  return toPar > 0 ? `+${toPar}` : `${MINUS}${-toPar}`;
}

/** What a hole's score is called, from its strokes over par. */
export function scoreName(overPar: number): string {
  if (overPar <= -4) return messages.scoreCondor;
  if (overPar === -3) return messages.scoreAlbatross;
  if (overPar === -2) return messages.scoreEagle;
  if (overPar === -1) return messages.scoreBirdie;
  if (overPar === 0) return messages.scorePar;
  if (overPar === 1) return messages.scoreBogey;
  if (overPar === 2) return messages.scoreDoubleBogey;
  if (overPar === 3) return messages.scoreTripleBogey;
  return messages.scoreOverPar.replace('{n}', String(overPar));
}

/** The mark a printed card draws around a score: rings under par, boxes over it, doubled from two. */
export type ScoreMarkKind = 'eagle' | 'birdie' | 'par' | 'bogey' | 'double';

export function markOf(overPar: number): ScoreMarkKind {
  if (overPar <= -2) return 'eagle';
  if (overPar === -1) return 'birdie';
  if (overPar === 0) return 'par';
  return overPar === 1 ? 'bogey' : 'double';
}
