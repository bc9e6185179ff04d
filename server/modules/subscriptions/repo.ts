import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stripeEvents } from '../../db/schema/subscriptions';
import { users, type UserRow } from '../../db/schema/users';

/** A subscription's state as the user row records it. */
export interface SubscriptionState {
  subscriptionId: string | null;
  status: string;
  /** Grants Pro (until `expiresAt`). */
  active: boolean;
  /** Will not renew: cancels at the end of the period, or has ended. */
  canceled: boolean;
  expiresAt: Date | null;
  /** When this state was true: the Stripe event's `created`, or the moment of a local change. */
  stateAt: Date;
}

/**
 * The lifecycle stage of a status, which breaks ties between two states of the same second:
 * Stripe's `created` has a resolution of one second, and a subscription created 'incomplete'
 * becomes 'active' within that second. A state never goes back to an earlier stage in a tie.
 */
function stageOf(status: string): number {
  if (status === 'incomplete') return 0;
  if (status === 'canceled' || status === 'incomplete_expired') return 2;
  return 1;
}

const storedStage = sql`case ${users.stripeStatus} when 'incomplete' then 0 when 'canceled' then 2 when 'incomplete_expired' then 2 else 1 end`;

/** The stored state is not newer than a change of `at` and `stage`. */
function notNewerThan(at: Date, stage: number) {
  return sql`(${users.stripeStateAt} is null or ${users.stripeStateAt} < ${at.toISOString()}::timestamptz or (${users.stripeStateAt} = ${at.toISOString()}::timestamptz and ${storedStage} <= ${stage}))`;
}

export function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).limit(1).then((rows) => rows[0]);
}

/**
 * Records a Stripe customer for the user unless one is recorded already; returns the customer
 * the user ends up with (the earlier one when two checkouts raced).
 */
export async function linkCustomer(db: Database, userId: string, customerId: string): Promise<string | null> {
  const rows = await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.stripeCustomerId),
        sql`not exists (select 1 from ${users} other where other.stripe_customer_id = ${customerId})`,
      ),
    )
    .returning({ customerId: users.stripeCustomerId });
  if (rows[0]) return rows[0].customerId;
  const user = await findUserById(db, userId);
  return user?.stripeCustomerId ?? null;
}

/**
 * Stores a webhook event's id; false when it was stored before (a repeated delivery). Call it
 * inside the transaction that applies the event, so that the id and the effect commit together.
 */
export async function recordEvent(tx: Database, event: { id: string; type: string; createdAt: Date }): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values(event)
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

/** The user a Stripe customer belongs to; else the user named in the metadata, if that user has no customer yet. */
export async function findUserIdForCustomer(db: Database, customerId: string, userIdHint: string | null): Promise<string | null> {
  const byCustomer = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  if (byCustomer[0]) return byCustomer[0].id;
  if (!userIdHint) return null;
  const byHint = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userIdHint), isNull(users.stripeCustomerId)))
    .limit(1);
  return byHint[0]?.id ?? null;
}

/**
 * Writes a subscription's state to the user, unless the stored state is newer, or belongs to
 * another subscription that still grants Pro while this one does not (a stale second
 * subscription must not end the current one). Returns whether it was written.
 */
export async function applySubscriptionState(
  db: Database,
  userId: string,
  customerId: string | null,
  state: SubscriptionState,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      stripeSubscriptionId: state.subscriptionId,
      stripeStatus: state.status,
      stripeActive: state.active,
      stripeCanceled: state.canceled,
      stripeExpiresAt: state.expiresAt,
      stripeStateAt: state.stateAt,
      ...(customerId && { stripeCustomerId: sql`coalesce(${users.stripeCustomerId}, ${customerId})` }),
    })
    .where(
      and(
        eq(users.id, userId),
        notNewerThan(state.stateAt, stageOf(state.status)),
        state.active || state.subscriptionId === null
          ? undefined
          : sql`(${users.stripeSubscriptionId} is null or ${users.stripeSubscriptionId} = ${state.subscriptionId} or not ${users.stripeActive})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Links a completed checkout's subscription to the user when no subscription is recorded yet. */
export async function linkSubscription(db: Database, userId: string, subscriptionId: string): Promise<void> {
  await db
    .update(users)
    .set({ stripeSubscriptionId: subscriptionId })
    .where(and(eq(users.id, userId), isNull(users.stripeSubscriptionId)));
}

/**
 * A renewal payment failed: the user's current subscription is past due and no longer grants Pro
 * until a payment succeeds (Stripe then sends the subscription, active again, in a newer event).
 */
export async function markPastDue(db: Database, customerId: string, subscriptionId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ stripeStatus: 'past_due', stripeActive: false, stripeStateAt: at })
    .where(
      and(
        eq(users.stripeCustomerId, customerId),
        eq(users.stripeSubscriptionId, subscriptionId),
        eq(users.stripeActive, true),
        notNewerThan(at, stageOf('past_due')),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The local provider's checkout: a year of Pro from now, renewing. */
export async function grantLocalPro(db: Database, userId: string, expiresAt: Date, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ stripeActive: true, stripeCanceled: false, stripeStatus: 'active', stripeExpiresAt: expiresAt, stripeStateAt: at })
    .where(eq(users.id, userId));
}

/** Marks the user's subscription as canceled at the end of its period; false when there is none to cancel. */
export async function markCanceled(db: Database, userId: string, at: Date, canceled = true): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ stripeCanceled: canceled, stripeStateAt: sql`greatest(${users.stripeStateAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(users.id, userId), eq(users.stripeActive, true), sql`(${users.stripeExpiresAt} is null or ${users.stripeExpiresAt} > now())`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Runs `work` in one transaction: a webhook event's id and its effect commit together or not at all. */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
