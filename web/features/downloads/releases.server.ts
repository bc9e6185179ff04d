import * as downloads from '../../../server/modules/downloads/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import type { ReleasesPageData } from './releases-page-data';

/** The desktop release Downloads offers (also the admin's Releases page, read again after a publish). */
export async function releasesPageData(context: WebLoadContext): Promise<ReleasesPageData | null> {
  if (!context.userRow) return null;
  return { releases: await readOrNull(context, 'releases', () => downloads.releases(context.db)) };
}
