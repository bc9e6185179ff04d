import { isEmployee } from '../../../server/modules/accounts/access';
import * as admin from '../../../server/modules/admin/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import type { FeaturesPageData } from './features-page';

/** What this deployment has switched on, from its configuration. */
export async function featuresPageData(context: WebLoadContext): Promise<FeaturesPageData | null> {
  if (!isEmployee(context.userRow)) return null;
  return { features: await readOrNull(context, 'features', async () => admin.features(context.userRow, context.config).features) };
}
