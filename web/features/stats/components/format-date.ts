const roundDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 21, 2026": when a round was played, in the viewer's time zone. */
export function formatRoundDate(iso: string): string {
  return roundDate.format(new Date(iso));
}
