/** Dates in the admin lists: short in the table, with the time in the tooltip and the detail view. */
const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDay = (iso: string) => day.format(new Date(iso));
export const formatDayAndTime = (iso: string) => dayAndTime.format(new Date(iso));
