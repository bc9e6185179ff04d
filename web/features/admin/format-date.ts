import { formatDate, formatDateTime } from '../../../common/format';

/** Dates in the admin lists (drawn by the browser, in the viewer's zone): short in the table, with the time in the tooltip and the detail view. */
export const formatDay = (iso: string) => formatDate(iso, undefined);
export const formatDayAndTime = (iso: string) => formatDateTime(iso, undefined);
