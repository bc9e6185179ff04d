import { formatDay, formatDayAndTime } from '../format-date';

/** A date in an admin table: the day, with the exact time on hover and for machines. */
export function AdminDate({ iso }: { iso: string | null }) {
  if (!iso) return null;
  return (
    <time dateTime={iso} title={formatDayAndTime(iso)}>
      {formatDay(iso)}
    </time>
  );
}
