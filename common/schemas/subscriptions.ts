import { z } from 'zod';
import { PRO_LOOKUP_KEY } from '../constants';
import { messages } from '../messages';

/** The plans a browser may ask for, by Stripe lookup key: the price itself is found on the server. */
export const PLAN_LOOKUP_KEYS = [PRO_LOOKUP_KEY] as const;
export type PlanLookupKey = (typeof PLAN_LOOKUP_KEYS)[number];

/**
 * Call 12, the Upgrade to Pro form: a hidden `lookup_key`. Not strict on purpose: whatever else is
 * posted (a price, a customer, an amount) is dropped unread, never used.
 */
export const checkoutBodySchema = z.object({
  lookup_key: z.enum(PLAN_LOOKUP_KEYS, { error: messages.unknownPlan }),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** GET /api/subscriptions/invoices: the account's invoices as Stripe keeps them, newest first. */
export const invoiceSchema = z.object({
  id: z.string(),
  /** The invoice number printed on it; null on a draft. */
  number: z.string().nullable(),
  createdAt: z.string(),
  /** In the currency's smallest unit (cents), as Stripe counts. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.string().nullable(),
  /** Stripe's page of the invoice, and its PDF. */
  url: z.string().nullable(),
  pdf: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicesResponseSchema = z.object({ invoices: z.array(invoiceSchema) });
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;
