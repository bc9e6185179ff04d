import { messages } from '../../../common/messages';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { AppError } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import { confirmOwnPassword } from '../accounts/service';
import type { BillingProvider, Logger } from '../subscriptions/billing-provider';
import * as repo from './repo';

/**
 * Deletes the signed-in user's account, given its password typed again (docs/decisions/038):
 *  1. the password, counted towards the sign-in lock; a wrong one deletes nothing;
 *  2. the subscription ended at the billing provider; when that fails nothing is deleted, so no
 *     subscription is left charging an account that is gone;
 *  3. in one transaction the row and everything keyed by it, and the confirmation mail queued.
 */
export async function deleteAccount(db: Database, provider: BillingProvider, user: SessionUser, password: string, log: Logger): Promise<void> {
  await confirmOwnPassword(db, user, password, { field: 'password', wrong: messages.deleteAccountPasswordWrong });
  const subscriptionEnded = Boolean(user.stripeSubscriptionId && user.stripeStatus !== 'canceled') || user.stripeActive;
  try {
    await provider.cancelNow(user);
  } catch (err) {
    log.error({ err }, 'the subscription of an account being deleted could not be canceled');
    throw new AppError(502, 'billing_unavailable', messages.deleteAccountBillingFailed);
  }
  await db.transaction(async (tx) => {
    if (!(await repo.deleteUser(tx, user.id))) return;
    await repo.deleteSigninLock(tx, user.email);
    await enqueueMail(tx, { to: user.email, template: 'account-deleted', data: { subscriptionEnded } });
  });
}
