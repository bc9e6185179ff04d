import { messages } from '../../../common/messages';
import type { ShotStatsResponse } from '../../../common/schemas/stats';
import { fillMessage } from '../../../common/stats-format';
import { DEFAULT_UNITS, distanceLabel, distanceValue, formatDistance, type UnitPreferences } from '../../../common/units';
import type { DashboardView } from './stats-dashboard';
import { NO_VALUE, formatNumber } from '../../../common/format';

/**
 * Call 19's answer as the Pro view shows it (spec section 2, "Shot data"): distances in the
 * user's unit (yards unless metres were chosen in Settings) with one decimal, Fairways Hit in
 * percent with one decimal, the drive trend on Longest Drive. The answer itself stays metric.
 */
export function shotStatsView(stats: ShotStatsResponse, units: UnitPreferences = DEFAULT_UNITS): DashboardView {
  const { drives } = stats;
  const unit = units.distanceUnit;
  const driveSeries = drives.data.map((metres) => distanceValue(metres, unit));
  return {
    cards: [
      {
        title: messages.statLongestDrive,
        value: formatDistance(drives.longestDriveDistance, unit),
        unit: distanceLabel(unit),
        interval: messages.statLast10Days,
        trend: drives.trends.direction,
        change: drives.data.length > 1 ? drives.trends.averagePercentChange : undefined,
        data: driveSeries,
      },
      {
        title: messages.statAverageDriverDistance,
        value: formatDistance(drives.averageDistance, unit),
        unit: distanceLabel(unit),
        interval: messages.statLast10Days,
        detail: fillMessage(messages.statDrivesDetail, { count: drives.count }),
        data: driveSeries,
      },
      {
        title: messages.statFairwaysHit,
        value: drives.fairwayPercent === null ? NO_VALUE : formatNumber(drives.fairwayPercent),
        unit: '%',
        interval: messages.statLast30Days,
        detail: fillMessage(messages.statFairwaysDetail, { count: drives.fairwayCount }),
      },
    ],
    clubs: stats.clubs.map((c) => ({ club: c.club.short, distance: distanceValue(c.average, unit), shots: c.count, smash: c.smash.average })),
    distanceUnit: unit,
    smash: stats.smash.average,
  };
}
