import { messages } from '../../../common/messages';
import type { SessionUser } from '../../db/schema/users';
import { AppError, notFound } from '../../errors';
import { isProUser } from './present-user';

/** The refusal of a Pro figure or write to an account without Pro: 403 'pro_required'. */
export function assertPro(user: Pick<SessionUser, 'stripeActive' | 'stripeExpiresAt'>): void {
  if (!isProUser(user)) throw new AppError(403, 'pro_required', messages.proRequired);
}

/** Whether the user may see the admin area. */
export const isEmployee = (user: Pick<SessionUser, 'isEmployee'> | null | undefined): boolean => user?.isEmployee === true;

/** The admin area exists only for employees: anyone else is answered 'not found'. */
export function assertEmployee(user: Pick<SessionUser, 'isEmployee'> | null | undefined): void {
  if (!isEmployee(user)) throw notFound();
}
