import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../common/schemas/user';
import { requestSession } from '../auth/api';
import { useSession } from '../auth/session-provider';

export type PlanState = Pick<CurrentUser, 'isPro' | 'stripe'>;

/**
 * The signed-in user's plan, fresh from the server each time a billing page opens (its loader
 * reads it with the page): the plan can change outside this tab (a Stripe webhook, the portal, the
 * desktop app). Until an answer comes, the plan known since sign-in is shown.
 */
export function usePlan(): PlanState | null {
  const { user } = useSession();
  const query = useQuery({
    queryKey: ['subscriptions', 'plan', user?._id],
    queryFn: async (): Promise<PlanState | null> => {
      const result = await requestSession();
      if (!result.ok) throw new Error(result.data.error);
      return result.data.user;
    },
    enabled: Boolean(user),
  });
  return query.data ?? user;
}

/** What the loader of a page about the plan reads: the plan as the server has it with the request. */
export interface PlanPageData {
  plan: PlanState;
}
