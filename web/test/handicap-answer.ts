import type { HandicapResponse } from '../../common/schemas/handicap';

/** Three players' handicaps: Ann with an index from two recent scores, Bob with too few, Cy with none. */
export const answer: HandicapResponse = {
  players: [
    {
      player: 'Ann',
      index: 2.2,
      scores: 4,
      counted: 1,
      adjustment: -1,
      recent: [
        { roundIds: ['r4'], course: 'Harbour Links', playedAt: '2026-11-25T09:00:00.000Z', par: 72, grossScore: 74, adjustedGross: 74, courseRating: 70.5, slopeRating: 125, differential: 3.2, counted: true },
        { roundIds: ['r3a', 'r3b'], course: 'Old Course Sim', playedAt: '2026-11-23T09:00:00.000Z', par: 72, grossScore: 79, adjustedGross: 76, courseRating: 72, slopeRating: 113, differential: 4, counted: false },
      ],
    },
    { player: 'Bob', index: null, scores: 2, counted: 0, adjustment: 0, recent: [] },
    { player: 'Cy', index: null, scores: 0, counted: 0, adjustment: 0, recent: [] },
  ],
};
