/**
 * Wall-clock times of an IANA time zone to UTC, with the runtime's time zone data (Intl): the
 * exports write local times without a zone. The zone's offset is cached per hour of time.
 */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function zoneOffset(instant: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const hour = Math.floor(instant / 3_600_000);
  const key = `${timeZone}|${hour}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(hour * 3_600_000))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const offset = asUtc - hour * 3_600_000;
  if (offsets.size > 10_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** The instant (ms) of a wall-clock time in a zone; in a DST gap, the time an hour later. */
export function zonedTimeToUtc(t: WallTime, timeZone: string): number {
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  if (timeZone === 'UTC') return wall;
  let instant = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(instant, timeZone);
  if (second !== instant) instant = second;
  return instant;
}
