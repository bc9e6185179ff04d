/**
 * The desktop release as Downloads reads it and an employee publishes it, for the API's routes
 * and the pages' loaders and action alike: the answers shaped by the API's response schema.
 */
import { releasesResponseSchema, type PublishReleaseBody, type ReleasesResponse } from '../../../common/schemas/downloads';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { assertEmployee } from '../accounts/access';
import * as service from './service';

/** The current desktop release. */
export async function releases(db: Database): Promise<ReleasesResponse> {
  return releasesResponseSchema.parse(await service.currentReleases(db));
}

/** A new desktop release, offered by Downloads from now on: employees only. */
export async function publish(db: Database, employee: SessionUser | null | undefined, release: PublishReleaseBody): Promise<ReleasesResponse> {
  assertEmployee(employee);
  return releasesResponseSchema.parse(await service.publishDesktopRelease(db, release, employee!.id));
}
