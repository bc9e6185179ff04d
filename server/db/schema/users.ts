import { sql } from 'drizzle-orm';
import { DISTANCE_UNITS, SPEED_UNITS } from '../../../common/units';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased: one address is one account. */
    email: text('email').notNull(),
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    marketing: boolean('marketing').notNull().default(false),
    isEmployee: boolean('is_employee').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** True while a Pro subscription is active (renewing or canceled but not yet expired). */
    stripeActive: boolean('stripe_active').notNull().default(false),
    stripeCanceled: boolean('stripe_canceled').notNull().default(false),
    stripeExpiresAt: timestamp('stripe_expires_at', { withTimezone: true }),
    /** The Stripe subscription's status as last recorded ('active', 'past_due', 'canceled', …). */
    stripeStatus: text('stripe_status'),
    /**
     * When the recorded subscription state was true: the `created` time of the Stripe event it
     * came from (or of the local provider's change). An older event never overwrites it.
     */
    stripeStateAt: timestamp('stripe_state_at', { withTimezone: true }),
    /** Display preferences; figures are stored in metric whatever these say. */
    distanceUnit: text('distance_unit', { enum: DISTANCE_UNITS }).notNull().default('yd'),
    speedUnit: text('speed_unit', { enum: SPEED_UNITS }).notNull().default('mph'),
    /** Whether the per-club analysis leaves out shots flagged as mishits (remembered choice). */
    hideMishits: boolean('hide_mishits').notNull().default(false),
    /** The player Shot data and its analysis were last opened on (a name, or 'all'); null: the main player. */
    shotDataPlayer: text('shot_data_player'),
    /**
     * Raised by every statement that stores rounds or shots of the account. Read with the session
     * on every request, it keys the per-instance cache of computed statistics: an upload through
     * any instance makes every instance compute afresh (server/modules/stats/figures-cache.ts).
     */
    statsVersion: bigint('stats_version', { mode: 'number' }).notNull().default(0),
    /** The dashboard's first-run guide: when the user dismissed it, and first opened Download. */
    firstRunDismissedAt: timestamp('first_run_dismissed_at', { withTimezone: true }),
    desktopDownloadedAt: timestamp('desktop_downloaded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_stripe_customer_key').on(t.stripeCustomerId),
    index('users_created_at_idx').on(t.createdAt),
    check('users_distance_unit_known', sql`${t.distanceUnit} in ('yd', 'm')`),
    check('users_speed_unit_known', sql`${t.speedUnit} in ('mph', 'kmh')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token, hex; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex. */
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('device_tokens_hash_key').on(t.tokenHash),
    index('device_tokens_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Password checks per address since its last success, and the lock they cause (SECURITY.md rules
 * 15 and 35). Keyed by the address as typed (normalised), not by account, so that an address
 * without an account counts and locks exactly as one with an account does; a check is
 * counted before the password is hashed, in one statement, so parallel requests and other
 * instances cannot slip past the count.
 */
export const signinLocks = pgTable('signin_locks', {
  email: text('email').primaryKey(),
  checks: integer('checks').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;

/**
 * The columns of the signed-in user that every request reads with its session (request.user):
 * what access checks, presenters, caches and billing need; not the password hash nor the sign-up
 * record (about half the row's bytes), which the few routes that need them read themselves.
 */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  isEmployee: users.isEmployee,
  stripeCustomerId: users.stripeCustomerId,
  stripeSubscriptionId: users.stripeSubscriptionId,
  stripeActive: users.stripeActive,
  stripeCanceled: users.stripeCanceled,
  stripeExpiresAt: users.stripeExpiresAt,
  stripeStatus: users.stripeStatus,
  distanceUnit: users.distanceUnit,
  speedUnit: users.speedUnit,
  hideMishits: users.hideMishits,
  statsVersion: users.statsVersion,
  firstRunDismissedAt: users.firstRunDismissedAt,
  desktopDownloadedAt: users.desktopDownloadedAt,
};
export type SessionUser = Pick<UserRow, keyof typeof sessionUserColumns>;
