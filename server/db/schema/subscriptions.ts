import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every Stripe webhook event handled, by its id, written in the same transaction as its effect:
 * a repeated delivery finds its id here and changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The event's own `created` time, as Stripe gives it. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
