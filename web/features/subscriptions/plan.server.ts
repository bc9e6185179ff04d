import type { WebLoadContext } from '../../load-context.server';
import type { PlanPageData } from './api';

/** The plan as the server has it with this request: it can change outside this tab (a webhook, the portal, the desktop app). */
export function planPageData(context: WebLoadContext): PlanPageData | null {
  return context.user ? { plan: context.user } : null;
}
