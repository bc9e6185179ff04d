import { describe, expect, test } from 'vitest';
import { countedOf, simHandicap, toTenth, type EligibleRound } from './whs';

let day = 0;
/** An 18-hole (or 9-hole) round of par-4 holes with the given scores, a day after the previous one. */
function played(scores: number[], extra: Partial<EligibleRound> = {}): EligibleRound {
  day += 1;
  return {
    roundId: `r${day}`,
    course: 'Harbour Links',
    playedAt: new Date(Date.UTC(2026, 0, day, 10)).toISOString(),
    courseRating: null,
    slopeRating: null,
    holes: scores.map((score, i) => ({ hole: i + 1, par: 4, score })),
    ...extra,
  };
}
const fives = (n = 18) => Array<number>(n).fill(5);

describe('the Sim Handicap (WHS 2024 over simulator rounds)', () => {
  test('the table for 3 to 20 scores, adjustments included', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 14, 15, 16, 17, 18, 19, 20].map((n) => [n, countedOf(n)])).toEqual([
      [2, { counted: 0, adjustment: 0 }],
      [3, { counted: 1, adjustment: -2 }],
      [4, { counted: 1, adjustment: -1 }],
      [5, { counted: 1, adjustment: 0 }],
      [6, { counted: 2, adjustment: -1 }],
      [7, { counted: 2, adjustment: 0 }],
      [8, { counted: 2, adjustment: 0 }],
      [9, { counted: 3, adjustment: 0 }],
      [11, { counted: 3, adjustment: 0 }],
      [12, { counted: 4, adjustment: 0 }],
      [14, { counted: 4, adjustment: 0 }],
      [15, { counted: 5, adjustment: 0 }],
      [16, { counted: 5, adjustment: 0 }],
      [17, { counted: 6, adjustment: 0 }],
      [18, { counted: 6, adjustment: 0 }],
      [19, { counted: 7, adjustment: 0 }],
      [20, { counted: 8, adjustment: 0 }],
    ]);
  });

  test('no index under 3 scores; from 3, the lowest minus 2.0; holes capped at par + 5 before an index exists', () => {
    const first = played(fives()); // 90 on par 72: 18.0
    const second = played([12, ...fives(17)]); // 97 gross, the 12 counts as 9: 94, 22.0
    expect(simHandicap([first, second]).index).toBeNull();
    const third = played([...fives(14), 4, 4, 4, 4]); // 86: 14.0
    const figures = simHandicap([first, second, third]);
    expect(figures.differentials.map((d) => [d.grossScore, d.adjustedGross, d.differential])).toEqual([
      [90, 90, 18],
      [97, 94, 22],
      [86, 86, 14],
    ]);
    expect(figures.index).toBe(12);
    expect(figures.adjustment).toBe(-2);
    expect(figures.recent.filter((d) => d.counted).map((d) => d.roundIds)).toEqual([[third.roundId]]);
  });

  test('with an index, each hole is capped at net double bogey: par + 2 + the strokes the course handicap gives there', () => {
    const rounds = [played(fives()), played([12, ...fives(17)]), played([...fives(14), 4, 4, 4, 4])]; // index 12.0
    // Course handicap 12 on a par-72, 113-slope course: holes 1-12 take a stroke (cap 7), 13-18 none (cap 6).
    const fourth = played([10, ...fives(16), 10]);
    const figures = simHandicap([...rounds, fourth]);
    const last = figures.differentials[3];
    expect([last.grossScore, last.adjustedGross, last.differential]).toEqual([100, 80 + 7 + 6, 21]);
    expect(figures.index).toBe(13); // lowest of 4 (14.0) minus 1.0
  });

  test('course rating and slope from the round: (113 / slope) × (adjusted gross − rating), to one decimal', () => {
    const figures = simHandicap([played(fives(), { courseRating: 70.3, slopeRating: 130 })]);
    expect(figures.differentials[0]).toMatchObject({ courseRating: 70.3, slopeRating: 130, differential: 17.1 });
  });

  test('two 9-hole rounds of the same day make one score; a 9-hole round alone counts nothing', () => {
    const front = played(fives(9));
    const back = { ...played(fives(9)), playedAt: front.playedAt.replace('T10', 'T14') };
    const lone = played(fives(9));
    const figures = simHandicap([front, back, lone]);
    expect(figures.differentials).toHaveLength(1);
    expect(figures.differentials[0]).toMatchObject({ roundIds: [front.roundId, back.roundId], par: 72, grossScore: 90, differential: 18 });
  });

  test('the last 20 scores count: the lowest 8 averaged', () => {
    // 90 on every card, rated so that the differentials are 30.0, 29.0, … 6.0 (25 rounds): the last
    // 20 are 25.0 … 6.0, and their lowest 8 (6.0 … 13.0) average 9.5.
    const rounds = Array.from({ length: 25 }, (_, i) => played(fives(), { courseRating: 90 - (30 - i) }));
    const figures = simHandicap(rounds);
    expect(figures.differentials.map((d) => d.differential)).toEqual(Array.from({ length: 25 }, (_, i) => 30 - i));
    expect(figures.recent).toHaveLength(20);
    expect(figures.recent[0].differential).toBe(25);
    expect(figures.recent.filter((d) => d.counted).map((d) => d.differential)).toEqual([13, 12, 11, 10, 9, 8, 7, 6]);
    expect(figures.index).toBe(9.5);
  });

  test('rounds to the nearest tenth, halves away from zero', () => {
    expect([toTenth(17.1238), toTenth(0.15), toTenth(-0.05), toTenth(2.25), toTenth(-1.25)]).toEqual([17.1, 0.2, -0.1, 2.3, -1.3]);
  });
});
