import type { ShotStatsResponse } from '../../common/schemas/stats';

interface ShotStatsChoice {
  player?: string;
  players?: string[];
  /** The longest of the three drives (the other two carried 210). */
  longest?: number;
  /** The 7-iron's average distance (the driver's is 200). */
  sevenIronAverage?: number;
}

/** Shot data's statistics as the API answers them: eight shots, three drives, a driver and a 7-iron. */
export function shotStats({ player = 'all', players = ['Ann', 'Bob'], longest = 230, sevenIronAverage = 130 }: ShotStatsChoice = {}): ShotStatsResponse {
  return {
    player,
    players,
    shotCount: 8,
    partialShots: 0,
    includesPartial: false,
    drives: {
      data: [210, longest],
      longestDriveDistance: longest,
      averageDistance: 216.66666666666666,
      count: 3,
      fairwayPercent: 66.7,
      fairwayCount: 3,
      trends: { averagePercentChange: 4.8, direction: 'up' },
    },
    clubs: [
      { club: { short: 'Dr' }, average: 200, count: 3, smash: { average: null, count: 0 } },
      { club: { short: '7i' }, average: sevenIronAverage, count: 2, smash: { average: null, count: 0 } },
    ],
    smash: { average: 1.3421, count: 8 },
  };
}
