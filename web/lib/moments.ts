import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * The time zone to show moments in: the visitor's own, but UTC while the app takes over a page
 * the server drew, which could not know the visitor's zone (decision 015). React draws the page
 * first with the server's answer, so the text matches the HTML, then at once with the visitor's
 * zone; a page drawn by the browser alone shows the visitor's zone from the start. Without this,
 * every time of day on a drawn page (Settings' devices and links, say) differed from the HTML for
 * anyone outside UTC and React threw the page away to draw it again.
 */
export function useDisplayTimeZone(): string | undefined {
  return useSyncExternalStore(
    noChanges,
    () => undefined,
    () => 'UTC',
  );
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment (ISO 8601) in US English, the site's language, in `timeZone` (undefined: the
 * browser's). Formatters are made on first use: the first one costs the browser tens of
 * milliseconds, which a module making it as it loads spent while the page started.
 */
export function formatMoment(iso: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined): string {
  const key = `${JSON.stringify(options)} ${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(iso));
}

/** "Nov 21, 2026": a moment's day, in `timeZone`. */
export const formatDate = (iso: string, timeZone: string | undefined) => formatMoment(iso, { month: 'short', day: 'numeric', year: 'numeric' }, timeZone);

/** "Nov 21, 2026, 3:05 PM": a moment's day and time, in `timeZone`. */
export const formatDateTime = (iso: string, timeZone: string | undefined) => formatMoment(iso, { dateStyle: 'medium', timeStyle: 'short' }, timeZone);
