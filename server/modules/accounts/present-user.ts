import type { CurrentUser } from '../../../common/schemas/user';
import type { SessionUser } from '../../db/schema/users';

/** Pro while a subscription is active, or canceled but not yet expired (PRODUCT.md). */
export function isProUser(user: Pick<SessionUser, 'stripeActive' | 'stripeExpiresAt'>, now = new Date()): boolean {
  return user.stripeActive && (user.stripeExpiresAt === null || user.stripeExpiresAt > now);
}

/** The presenter of the current user: only the contract's fields leave the server. */
export function toCurrentUser(user: SessionUser): CurrentUser {
  const isPro = isProUser(user);
  return {
    _id: user.id,
    email: user.email,
    name: user.name,
    isPro,
    isEmployee: user.isEmployee,
    stripe: {
      activeProSubscription: isPro,
      isCanceled: user.stripeCanceled,
      expiresAt: user.stripeExpiresAt?.toISOString() ?? null,
      customerId: user.stripeCustomerId,
    },
    preferences: { distanceUnit: user.distanceUnit, speedUnit: user.speedUnit },
  };
}
