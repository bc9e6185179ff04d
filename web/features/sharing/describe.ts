import { messages } from '../../../common/messages';
import type { SharedReport } from '../../../common/schemas/sharing';
import { ALL_PLAYERS } from '../../../common/constants';
import { fillMessage } from '../../../common/stats-format';
import { formatDate } from '../../../common/format';
import { formatRoundDate } from '../stats/components/format-date';

/** "Mar 1, 2025" from a calendar day YYYY-MM-DD (the day itself, whatever the viewer's time zone). */
export function formatDay(value: string): string {
  return formatDate(`${value}T00:00:00Z`, 'UTC');
}

export const playerLabel = (player: string) => (player === ALL_PLAYERS ? messages.sharedAllPlayers : player);

/**
 * What a link shows, in a line: "Scorecard: Pebble Creek, Mar 1, 2025" or "Statistics: Ann, Mar 1, 2025 to
 * Mar 31, 2025"; the round's day in `timeZone` (useDisplayTimeZone).
 */
export function describeReport(report: SharedReport, timeZone: string | undefined): string {
  if (report.kind === 'round') {
    return fillMessage(messages.sharedRoundLabel, { course: report.course ?? '', date: report.playedAt ? formatRoundDate(report.playedAt, timeZone) : '' });
  }
  return fillMessage(messages.sharedStatsLabel, {
    player: playerLabel(report.player ?? ALL_PLAYERS),
    from: report.from ? formatDay(report.from) : '',
    to: report.to ? formatDay(report.to) : '',
  });
}

/** Today and 30 days before it, as calendar days (UTC): a statistics report's default range. */
export function lastThirtyDays(now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
