import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { SUBSCRIBE_PATHS, type BillingProvider } from './billing-provider';
import * as repo from './repo';

const YEAR_MS = 365 * 86_400_000;

/**
 * The stand-in for Stripe without keys, outside production (PRODUCT.md): checkout leads to a
 * confirmation page with the plan and its price (as Stripe Checkout would show them), whose
 * confirmation grants a year of Pro at once (decision 022); manage returns to Billing, cancel marks the plan canceled until it expires and
 * resume takes that back; it charges nothing, so it has no invoices.
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
      return SUBSCRIBE_PATHS.billing;
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
    async invoices() {
      return [];
    },
  };
}
