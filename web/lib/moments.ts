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
