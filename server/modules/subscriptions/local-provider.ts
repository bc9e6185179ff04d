import { PRO_PRICE_DOLLARS } from '../../../common/constants';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { SUBSCRIBE_PATHS, type BillingProvider, type Invoice } from './billing-provider';
import * as repo from './repo';

const YEAR_MS = 365 * 86_400_000;
/** What a receipt of the stand-in says in place of Stripe's invoice status. */
export const LOCAL_RECEIPT_STATUS = 'not charged';

/**
 * The receipt of the local upgrade, as an invoice line: the day it was confirmed (a year before the
 * plan ends, as `confirmCheckout` grants it), the plan's price, nothing charged; none without Pro.
 */
export function localReceipt(user: Pick<SessionUser, 'stripeActive' | 'stripeExpiresAt'>): Invoice | null {
  if (!user.stripeActive || !user.stripeExpiresAt) return null;
  const upgradedAt = new Date(user.stripeExpiresAt.getTime() - YEAR_MS);
  return {
    id: `local-${upgradedAt.toISOString()}`,
    number: null,
    createdAt: upgradedAt.toISOString(),
    amount: Math.round(PRO_PRICE_DOLLARS * 100),
    currency: 'usd',
    status: LOCAL_RECEIPT_STATUS,
    url: null,
    pdf: null,
  };
}

/**
 * The stand-in for Stripe without keys, outside production (PRODUCT.md): checkout leads to a
 * confirmation page with the plan and its price (as Stripe Checkout would show them), whose
 * confirmation grants a year of Pro at once (decision 022); manage returns to Billing with a note
 * that says what the customer portal would offer, cancel marks the plan canceled until it expires
 * and resume takes that back. It charges nothing: its one invoice line is the upgrade's receipt.
 */
export function createLocalProvider(db: Database, now: () => Date = () => new Date()): BillingProvider {
  return {
    kind: 'local',
    async checkout() {
      return SUBSCRIBE_PATHS.localCheckout;
    },
    async confirmCheckout(user: SessionUser) {
      const at = now();
      await repo.grantLocalPro(db, user.id, new Date(at.getTime() + YEAR_MS), at);
      return SUBSCRIBE_PATHS.success;
    },
    async manage() {
      return SUBSCRIBE_PATHS.localManage;
    },
    async cancelAtPeriodEnd(user: SessionUser) {
      if (!(await repo.markCanceled(db, user.id, now()))) throw new Error('no active subscription to cancel');
    },
    async cancelNow() {
      // Nothing was charged and the plan lives on the user's row only: it goes with the row.
    },
    async resume(user: SessionUser) {
      if (!(await repo.markCanceled(db, user.id, now(), false))) throw new Error('no active subscription to resume');
    },
    async invoices(user: SessionUser) {
      const receipt = localReceipt(user);
      return receipt ? [receipt] : [];
    },
  };
}
