/**
 * The Sim Handicap: the World Handicap System's handicap index (2024 rules) over a player's
 * simulator rounds (PRODUCT.md, "Rounds, as golfers count them"; docs/decisions/017). Pure: the
 * rounds come from the database in time order; nothing here reads or writes anything.
 */

export interface HoleScore {
  hole: number;
  par: number;
  score: number;
}

/** A complete 18-hole round, or a complete 9-hole one (two of the same day combine). */
export interface EligibleRound {
  roundId: string;
  course: string;
  playedAt: string;
  /** As uploaded; the par of the holes and 113 stand in when absent. */
  courseRating: number | null;
  slopeRating: number | null;
  holes: HoleScore[];
}

export interface Differential {
  /** The rounds it was made of: one 18-hole round, or two 9-hole rounds of the same day. */
  roundIds: string[];
  course: string;
  playedAt: string;
  par: number;
  grossScore: number;
  /** Each hole capped at net double bogey (par + 5 before the player has an index). */
  adjustedGross: number;
  courseRating: number;
  slopeRating: number;
  differential: number;
}

export interface HandicapFigures {
  /** One decimal; null under MIN_DIFFERENTIALS scores. */
  index: number | null;
  /** Every differential, oldest first. */
  differentials: Differential[];
  /** Of the last 20, oldest first, with the ones the index averages marked. */
  recent: (Differential & { counted: boolean })[];
  /** The table's adjustment for few scores (−2.0, −1.0 or 0). */
  adjustment: number;
}

export const STANDARD_SLOPE = 113;
export const MAX_INDEX = 54;
export const MIN_DIFFERENTIALS = 3;
const WINDOW = 20;
/** Before a player has an index, each hole counts at most par + 5. */
const CAP_WITHOUT_INDEX = 5;

/** WHS rule 5.2: how many of the lowest differentials count, and the adjustment, by how many there are. */
export function countedOf(n: number): { counted: number; adjustment: number } {
  if (n < MIN_DIFFERENTIALS) return { counted: 0, adjustment: 0 };
  if (n === 3) return { counted: 1, adjustment: -2 };
  if (n === 4) return { counted: 1, adjustment: -1 };
  if (n === 5) return { counted: 1, adjustment: 0 };
  if (n === 6) return { counted: 2, adjustment: -1 };
  if (n <= 8) return { counted: 2, adjustment: 0 };
  if (n <= 11) return { counted: 3, adjustment: 0 };
  if (n <= 14) return { counted: 4, adjustment: 0 };
  if (n <= 16) return { counted: 5, adjustment: 0 };
  if (n <= 18) return { counted: 6, adjustment: 0 };
  if (n === 19) return { counted: 7, adjustment: 0 };
  return { counted: 8, adjustment: 0 };
}

/** To the nearest tenth, halves away from zero, as the WHS rounds (robust to binary fractions). */
export function toTenth(value: number): number {
  const rounded = Math.round(Math.abs(value) * 10 + 1e-9) / 10;
  return value < 0 ? -rounded : rounded;
}

/** Index from differentials (oldest first): the WHS table over the last 20. */
export function indexOf(differentials: readonly Differential[]): { index: number | null; counted: Set<Differential>; adjustment: number } {
  const recent = differentials.slice(-WINDOW);
  const { counted, adjustment } = countedOf(recent.length);
  if (counted === 0) return { index: null, counted: new Set(), adjustment };
  const lowest = [...recent].sort((a, b) => a.differential - b.differential).slice(0, counted);
  const mean = lowest.reduce((sum, d) => sum + d.differential, 0) / counted;
  return { index: Math.min(MAX_INDEX, toTenth(mean + adjustment)), counted: new Set(lowest), adjustment };
}

/**
 * Strokes a course handicap gives on each hole. The simulator reports no stroke index, so the
 * holes take strokes in their playing order (decision 016); a plus handicap gives strokes back
 * from the last hole.
 */
function strokesOn(position: number, holes: number, courseHandicap: number): number {
  if (courseHandicap >= 0) return Math.floor(courseHandicap / holes) + (position < courseHandicap % holes ? 1 : 0);
  const back = -courseHandicap;
  return -(Math.floor(back / holes) + (holes - 1 - position < back % holes ? 1 : 0));
}

function differentialOf(parts: EligibleRound[], index: number | null): Differential {
  const holes = parts.flatMap((p) => p.holes);
  const par = holes.reduce((sum, h) => sum + h.par, 0);
  const rating = parts.reduce((sum, p) => sum + (p.courseRating ?? p.holes.reduce((s, h) => s + h.par, 0)), 0);
  const slope = Math.round(parts.reduce((sum, p) => sum + (p.slopeRating ?? STANDARD_SLOPE), 0) / parts.length);
  const courseHandicap = index === null ? null : Math.round((index * slope) / STANDARD_SLOPE + (rating - par));
  const adjustedGross = holes.reduce((sum, h, position) => {
    const cap = courseHandicap === null ? h.par + CAP_WITHOUT_INDEX : h.par + 2 + strokesOn(position, holes.length, courseHandicap);
    return sum + Math.min(h.score, cap);
  }, 0);
  return {
    roundIds: parts.map((p) => p.roundId),
    course: parts.map((p) => p.course).filter((c, i, all) => all.indexOf(c) === i).join(' + '),
    playedAt: parts[parts.length - 1].playedAt,
    par,
    grossScore: holes.reduce((sum, h) => sum + h.score, 0),
    adjustedGross,
    courseRating: rating,
    slopeRating: slope,
    differential: toTenth((STANDARD_SLOPE / slope) * (adjustedGross - rating)),
  };
}

/**
 * The player's index after each of their rounds in time order: each round's holes are capped
 * with the index the player had before it, its differential joins the record, and the index of
 * the last 20 follows. 9-hole rounds combine in pairs within one UTC day; an unpaired one waits
 * for no one and counts nothing.
 */
export function simHandicap(rounds: readonly EligibleRound[]): HandicapFigures {
  const differentials: Differential[] = [];
  let index: number | null = null;
  let nine: EligibleRound | null = null;
  for (const round of rounds) {
    let parts: EligibleRound[];
    if (round.holes.length === 18) parts = [round];
    else if (nine && nine.playedAt.slice(0, 10) === round.playedAt.slice(0, 10)) {
      parts = [nine, round];
      nine = null;
    } else {
      nine = round;
      continue;
    }
    differentials.push(differentialOf(parts, index));
    index = indexOf(differentials).index;
  }
  const { counted, adjustment } = indexOf(differentials);
  return {
    index,
    differentials,
    recent: differentials.slice(-WINDOW).map((d) => ({ ...d, counted: counted.has(d) })),
    adjustment,
  };
}
