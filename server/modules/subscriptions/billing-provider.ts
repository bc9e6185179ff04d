import type { Invoice, PlanLookupKey } from '../../../common/schemas/subscriptions';
import type { SessionUser } from '../../db/schema/users';

/**
 * Where subscriptions are bought, managed and canceled. Chosen once at start: Stripe when its keys
 * are configured, otherwise (never in production, see config.ts) the local provider, so that the
 * whole flow can be tried on a fresh machine.
 *
 * Every method answers the address the browser is sent to next; a failure throws.
 */
export interface BillingProvider {
  readonly kind: 'stripe' | 'local';
  /** Starts buying the plan of `lookupKey` for a user who is not Pro. */
  checkout(user: SessionUser, lookupKey: PlanLookupKey): Promise<string>;
  /** Where the user manages an existing subscription. */
  manage(user: SessionUser): Promise<string>;
  /** Cancels the user's subscription at the end of the period already paid for. */
  cancelAtPeriodEnd(user: SessionUser): Promise<void>;
  /** Ends the user's subscription now, without renewal (the account is being deleted); none to end is done. */
  cancelNow(user: SessionUser): Promise<void>;
  /** Undoes a cancel while the paid period lasts: the plan renews again. */
  resume(user: SessionUser): Promise<void>;
  /** The user's invoices, newest first (the local provider's: the upgrade's receipt, nothing charged). */
  invoices(user: SessionUser): Promise<Invoice[]>;
  /**
   * The local provider only: grants the plan once the user confirmed it on its checkout page
   * (`checkout` leads there, as Stripe's leads to Stripe Checkout). Stripe grants by webhook.
   */
  confirmCheckout?(user: SessionUser, lookupKey: PlanLookupKey): Promise<string>;
}

export type { Invoice };

/** What services log through: a pino-compatible subset, so that no service imports Fastify. */
export interface Logger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Our own pages that the subscription calls redirect to (PRODUCT.md, Subscriptions). */
export const SUBSCRIBE_PATHS = {
  success: '/subscribe/success',
  /** The local provider's stand-in for Stripe Checkout: the plan and its price, to confirm. */
  localCheckout: '/subscribe/checkout',
  error: '/subscribe/error',
  billing: '/account/billing',
  billingPortalFailed: '/account/billing?error=portal',
  /** Billing, saying what the local provider's Manage stands in for. */
  localManage: '/account/billing?manage=local',
  cancelResult: '/subscribe/cancel/result',
  cancelFailed: '/subscribe/cancel/result?error=1',
  resumeFailed: '/account/billing?error=resume',
  login: '/login',
} as const;
