/**
 * The admin area's reads and its one write, for the API's routes and the pages' loaders and action
 * alike: employees only (anyone else is answered 'not found'), the answers shaped by the API's
 * response schemas.
 */
import {
  adminInvitesResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  featuresResponseSchema,
  sendInviteResponseSchema,
  type AdminInvitesResponse,
  type AdminUserResponse,
  type AdminUsersResponse,
  type FeaturesResponse,
  type SendInviteResponse,
} from '../../../common/schemas/admin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { assertEmployee } from '../accounts/access';
import { featuresOf } from './features';
import * as service from './service';

type Employee = Pick<SessionUser, 'isEmployee'> | null | undefined;
type LinkConfig = Pick<Config, 'publicUrl' | 'linkTokenKey'>;

/** A page of users, newest first, only those whose e-mail contains `q` when it is not empty. */
export async function users(db: Database, employee: Employee, query: { page: number; q: string }): Promise<AdminUsersResponse> {
  assertEmployee(employee);
  return adminUsersResponseSchema.parse(await service.listUsers(db, query));
}

/** One user; an id of no user is not found. */
export async function user(db: Database, employee: Employee, id: string): Promise<AdminUserResponse> {
  assertEmployee(employee);
  return adminUserResponseSchema.parse({ user: await service.getUser(db, id) });
}

/** What this deployment has switched on, from its configuration. */
export function features(employee: Employee, config: Config): FeaturesResponse {
  assertEmployee(employee);
  return featuresResponseSchema.parse({ features: featuresOf(config) });
}

/** A page of beta invite requests, newest first, each with its link. */
export async function invites(db: Database, employee: Employee, page: number, config: LinkConfig): Promise<AdminInvitesResponse> {
  assertEmployee(employee);
  return adminInvitesResponseSchema.parse(await service.listInvites(db, page, config.publicUrl, config.linkTokenKey));
}

/** Mails a request's invite link to its address; one already sent or used is refused. */
export async function sendInvite(db: Database, employee: Employee, id: string, config: LinkConfig): Promise<SendInviteResponse> {
  assertEmployee(employee);
  return sendInviteResponseSchema.parse({ invite: await service.sendInvite(db, id, config.publicUrl, config.linkTokenKey) });
}
