import { messages } from '../../../common/messages';
import type { ShotStatsResponse } from '../../../common/schemas/stats';
import { fillMessage, formatYards, metresToYards } from '../../../common/stats-format';
import type { DashboardView } from './components/stats-dashboard';

/**
 * Call 19's answer as the Pro view shows it (spec section 2, "Shot data"): distances in yards
 * with one decimal, Fairways Hit in percent with one decimal, the drive trend on Longest Drive.
 */
export function shotStatsView(stats: ShotStatsResponse): DashboardView {
  const { drives } = stats;
  const driveSeries = drives.data.map(metresToYards);
  return {
    cards: [
      {
        title: messages.statLongestDrive,
        value: formatYards(drives.longestDriveDistance),
        unit: 'yds',
        interval: messages.statLast10Days,
        trend: drives.trends.direction,
        data: driveSeries,
      },
      {
        title: messages.statAverageDriverDistance,
        value: formatYards(drives.averageDistance),
        unit: 'yds',
        interval: messages.statLast10Days,
        detail: fillMessage(messages.statDrivesDetail, { count: drives.count }),
        data: driveSeries,
      },
      {
        title: messages.statFairwaysHit,
        value: drives.fairwayPercent === null ? '–' : drives.fairwayPercent.toFixed(1),
        unit: '%',
        interval: messages.statLast30Days,
        detail: fillMessage(messages.statFairwaysDetail, { count: drives.fairwayCount }),
      },
    ],
    clubs: stats.clubs.map((c) => ({ club: c.club.short, yards: metresToYards(c.average), shots: c.count })),
    smash: stats.smash.average,
  };
}
