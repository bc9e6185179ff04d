import { messages } from '../../../common/messages';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The expiry date in long form ('November 22, 2027', in the visitor's time zone), or the spec's
 * 'Invalid Date' when there is none (spec section 2, Billing).
 */
export function formatExpiry(expiresAt: string | null | undefined): string {
  if (!expiresAt) return messages.invalidDate;
  const date = new Date(expiresAt);
  return Number.isNaN(date.getTime()) ? messages.invalidDate : LONG_DATE.format(date);
}
