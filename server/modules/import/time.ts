import { IANAZone } from 'luxon';

/**
 * Dates and times as the exports write them. A time without a zone is a wall-clock time: the
 * reader keeps it as such (the shot's identity, docs/decisions/012) and turns it into an instant
 * in the zone the golfer chose: the zone's offsets come from Luxon (the runtime's zone data),
 * cached per hour, since a 50,000-row file asks for the same few offsets 50,000 times.
 */
interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

export interface ReadTime {
  /** `2025-06-01T14:30:05.000` for a wall-clock time, the ISO instant for a time with a zone. */
  wall: string;
  /** Minutes east of UTC when the text carried its zone, else null. */
  offset: number | null;
  parts: WallTime;
}

const HOUR_MS = 3_600_000;
const offsets = new Map<string, number>();

/** A zone's offset (minutes east) at an instant, from Luxon's zone data; cached per zone and hour. */
function offsetAt(zone: string, instant: number): number {
  const key = `${zone}|${Math.floor(instant / HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = IANAZone.create(zone).offset(instant);
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const utcMs = (p: WallTime) => Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond);

/** The instant (ISO) of a wall-clock time in a zone; in a DST gap, the time an hour later (as Luxon does). */
export function instantOf(time: ReadTime, zone: string): string {
  const wall = utcMs(time.parts);
  if (time.offset !== null) return new Date(wall - time.offset * 60_000).toISOString();
  if (zone === 'UTC') return new Date(wall).toISOString();
  let instant = wall - offsetAt(zone, wall) * 60_000;
  const settled = wall - offsetAt(zone, instant) * 60_000;
  if (settled !== instant) instant = settled;
  return new Date(instant).toISOString();
}

/** A wall time moved by whole seconds (shots of a file without times: a second apart). */
export function plusSeconds(time: ReadTime, seconds: number): ReadTime {
  const d = new Date(utcMs(time.parts) + seconds * 1000);
  const parts = {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
  };
  return wallTime(parts, time.offset);
}

export function wallTime(parts: WallTime, offset: number | null = null): ReadTime {
  const iso = new Date(utcMs(parts) - (offset ?? 0) * 60_000).toISOString();
  return { wall: offset === null ? iso.slice(0, -1) : iso, offset, parts };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * '2025-06-01 14:30:05', '2025-06-01T14:30:05Z', '06/01/2025 2:30:05 PM' (month first, unless the
 * first number is above 12 or the file writes day first), '01.06.2025 14:30', 'Jun 1, 2025 2:30 PM',
 * '2026-04-03; 11-09-12' (FlightScope), a day alone (noon). Null when it is none of these.
 */
export function parseDateTime(text: string, dayFirst: boolean): ReadTime | null {
  const t = text.trim();
  let year: number;
  let month: number;
  let day: number;
  let rest: string;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(.*)$/.exec(t);
  if (m) {
    [year, month, day, rest] = [Number(m[1]), Number(m[2]), Number(m[3]), m[4]];
  } else if ((m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)(.*)$/.exec(t))) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const first = m[2] === '.' || a > 12 || (dayFirst && b <= 12);
    [day, month] = first ? [a, b] : [b, a];
    year = m[4].length === 2 ? 2000 + Number(m[4]) : Number(m[4]);
    rest = m[5];
  } else if ((m = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})(.*)$/i.exec(t))) {
    month = MONTHS.indexOf(m[1].toLowerCase()) + 1;
    day = Number(m[2]);
    year = Number(m[3]);
    rest = m[4];
  } else return null;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  let hour = 12;
  let minute = 0;
  let second = 0;
  let millisecond = 0;
  let offset: number | null = null;
  const r = rest.replace(/^[T,;\s]+/, '');
  if (r) {
    const tm = /^(\d{1,2})[:-](\d{2})(?:[:-](\d{2})(?:[.,](\d{1,6}))?)?\s*(am|pm|a\.m\.|p\.m\.)?\s*(z|utc|gmt|[+-]\d{2}:?\d{2})?$/i.exec(r);
    if (!tm) return null;
    hour = Number(tm[1]);
    minute = Number(tm[2]);
    second = tm[3] ? Number(tm[3]) : 0;
    millisecond = tm[4] ? Math.round(Number(`0.${tm[4]}`) * 1000) : 0;
    const ampm = tm[5]?.toLowerCase().replace(/\./g, '');
    if (ampm) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (ampm === 'pm' ? 12 : 0);
    }
    if (tm[6]) {
      const z = tm[6].toLowerCase();
      if (z === 'z' || z === 'utc' || z === 'gmt') offset = 0;
      else {
        const zm = /^([+-])(\d{2}):?(\d{2})$/.exec(z)!;
        offset = (zm[1] === '-' ? -1 : 1) * (Number(zm[2]) * 60 + Number(zm[3]));
      }
    }
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return wallTime({ year, month, day, hour, minute, second, millisecond }, offset);
}
