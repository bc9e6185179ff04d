import { useQuery } from '@tanstack/react-query';
import { holdsFreshDrawnAnswer } from '../../app/query-client';
import type { CurrentUser } from '../../../common/schemas/user';
import { requestSession } from '../auth/api';
import { useSession } from '../auth/session-provider';

export type PlanState = Pick<CurrentUser, 'isPro' | 'stripe'>;

/**
 * The signed-in user's plan, fresh from the server each time a billing page opens: the plan can
 * change outside this tab (a Stripe webhook, the portal, the desktop app). Until the answer comes,
 * the plan known since sign-in is shown.
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
    // Always, but on a page just drawn by the server: its plan came with the page (decision 015).
    refetchOnMount: (query) => (holdsFreshDrawnAnswer(query) ? false : 'always'),
    staleTime: 0,
  });
  return query.data ?? user;
}
