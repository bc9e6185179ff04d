import type { CurrentUser } from '../../../common/schemas/user';

export type PlanState = Pick<CurrentUser, 'isPro' | 'stripe'>;

/** What the loader of a page about the plan reads: the plan as the server has it with the request. */
export interface PlanPageData {
  plan: PlanState;
}
