/**
 * The first-run guide as the dashboard reads and dismisses it, for the API's routes and the
 * page's loader and action alike: the answers shaped by the API's response schema.
 */
import { firstRunResponseSchema, type FirstRun, type FirstRunEvent } from '../../../common/schemas/onboarding';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import * as service from './service';

/** Which steps are done, and whether the guide is shown. */
export async function firstRun(db: Database, user: SessionUser): Promise<{ firstRun: FirstRun }> {
  return firstRunResponseSchema.parse({ firstRun: await service.firstRun(db, user.id) });
}

/** Records that the desktop app's Download was opened, or that the guide was dismissed. */
export async function record(db: Database, user: SessionUser, event: FirstRunEvent['event']): Promise<{ firstRun: FirstRun }> {
  return firstRunResponseSchema.parse({ firstRun: await service.recordFirstRunEvent(db, user.id, event) });
}
