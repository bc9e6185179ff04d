/**
 * How the site writes numbers, signs, percentages, measurements and dates, on every page, in the
 * CSV export's headers and in the e-mails: US English (the site's language) through Intl, a real
 * minus sign (U+2212), a space between a number and its unit ('274.4 yd') and none before a
 * percent sign ('61.6%'), an en dash where there is no value, and dates as 'Nov 25, 2026'
 * ('November 25, 2026' only where the spec asks for the long form).
 */

export const MINUS = '\u2212';
export const NO_VALUE = '–';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(decimals: number, grouping: boolean, signed: boolean): Intl.NumberFormat {
  const key = `${decimals} ${grouping} ${signed}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
      // A value that rounds to zero is written '0.0', never '−0.0' or '+0.0'.
      signDisplay: signed ? 'exceptZero' : 'negative',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** '150.3', '−1.2', '2450' (grouping: '4,000'). */
export function formatNumber(value: number, decimals = 1, { grouping = false }: { grouping?: boolean } = {}): string {
  return numberFormat(decimals, grouping, false).format(value).replace('-', MINUS);
}

/** A difference or change with its sign: '+4.2', '−1.0', '0.0'. */
export function formatSigned(value: number, decimals = 1): string {
  return numberFormat(decimals, false, true).format(value).replace('-', MINUS);
}

/** A count: '4,000'. */
export const formatCount = (value: number): string => formatNumber(value, 0, { grouping: true });

/** A percentage of 0 to 100: '61.6%'. */
export const formatPercent = (value: number, decimals = 1): string => withUnit(formatNumber(value, decimals), '%');

/** A number (already written) with its unit: '274.4 yd', '2.4 s', '61.6%' (no space before a percent sign); no value stays '–'. */
export function withUnit(text: string, unit: string): string {
  if (text === NO_VALUE) return text;
  return unit === '%' ? `${text}%` : `${text} ${unit}`;
}

/** An amount of money in the smallest unit of its currency: '$49.99'. */
export function formatMoney(amountInSmallestUnit: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountInSmallestUnit / 100);
}

/** A size of stored data: '512 bytes', '8.1 KB', '12.3 MB', '1.5 GB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return withUnit(formatNumber(bytes, 0), 'bytes');
  const [value, unit] = bytes < 1024 ** 2 ? [bytes / 1024, 'KB'] : bytes < 1024 ** 3 ? [bytes / 1024 ** 2, 'MB'] : [bytes / 1024 ** 3, 'GB'];
  return withUnit(formatNumber(value), unit);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment (ISO 8601) in US English in `timeZone` (undefined: the runtime's own). Formats are
 * made on first use: the first costs a browser tens of milliseconds, which a module making it as
 * it loads would spend while the page starts.
 */
export function formatMoment(iso: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined): string {
  const key = `${JSON.stringify(options)} ${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** 'Nov 21, 2026': a moment's day, in `timeZone`. */
export const formatDate = (iso: string, timeZone: string | undefined): string => formatMoment(iso, { month: 'short', day: 'numeric', year: 'numeric' }, timeZone);

/** 'Nov 21, 2026, 3:05 PM': a moment's day and time, in `timeZone`. */
export const formatDateTime = (iso: string, timeZone: string | undefined): string =>
  formatMoment(iso, { dateStyle: 'medium', timeStyle: 'short' }, timeZone);

/** 'November 22, 2027': the long form, where the spec asks for it (Billing's expiry). */
export const formatLongDate = (iso: string, timeZone: string | undefined): string => formatMoment(iso, { year: 'numeric', month: 'long', day: 'numeric' }, timeZone);

/** A calendar day ('2026-11-21', no time zone of its own) as 'Nov 21, 2026'; `short` leaves out the year: 'Nov 21'. */
export const formatDay = (day: string, { short = false }: { short?: boolean } = {}): string =>
  formatMoment(`${day}T00:00:00Z`, short ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' }, 'UTC');
