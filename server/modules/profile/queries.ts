/**
 * The account's desktop apps as Settings lists and revokes them, for the API's routes and the
 * page's loader and action alike: the answers shaped by the API's response schema, an address
 * that is no device's id not found.
 */
import { deviceIdParamsSchema, devicesResponseSchema, type DevicesResponse } from '../../../common/schemas/profile';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { notFound } from '../../errors';
import * as service from './service';

/** The desktop apps signed in to the account. */
export async function devices(db: Database, user: SessionUser): Promise<DevicesResponse> {
  return devicesResponseSchema.parse({ devices: await service.listDevices(db, user.id) });
}

/** Signs a desktop app of the account's out; another's, or an id of no device, is not found. */
export async function revokeDevice(db: Database, user: SessionUser, id: string): Promise<void> {
  if (!deviceIdParamsSchema.safeParse({ id }).success) throw notFound();
  await service.revokeDevice(db, user.id, id);
}
