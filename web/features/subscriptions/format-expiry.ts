import { messages } from '../../../common/messages';
import { formatLongDate } from '../../../common/format';

/**
 * The expiry date in long form ('November 22, 2027', in `timeZone`: useDisplayTimeZone, the visitor's), or the spec's
 * 'Invalid Date' when there is none (spec section 2, Billing).
 */
export function formatExpiry(expiresAt: string | null | undefined, timeZone: string | undefined): string {
  if (!expiresAt) return messages.invalidDate;
  const date = new Date(expiresAt);
  return Number.isNaN(date.getTime()) ? messages.invalidDate : formatLongDate(expiresAt, timeZone);
}
