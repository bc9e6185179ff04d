import { formatDate } from '../../../../common/format';

/** "Nov 21, 2026": when a round was played, in `timeZone` (useDisplayTimeZone: the viewer's). */
export function formatRoundDate(iso: string, timeZone: string | undefined): string {
  return formatDate(iso, timeZone);
}
