/**
 * The per-club analysis as the account reads and changes it, for the API's routes and the pages'
 * loaders and actions alike: Pro only, the filter checked, the figures cached by the account's
 * stats_version and its "Hide mishits" choice, the answers shaped by the API's response schemas.
 */
import type { AnalysisClub } from '../../../common/analysis';
import {
  analysisPreferencesSchema,
  analysisResponseSchema,
  dispersionResponseSchema,
  shotOverrideParamsSchema,
  shotOverrideResponseSchema,
  trendsResponseSchema,
  type AnalysisQuery,
  type AnalysisResponse,
  type DispersionResponse,
  type ShotOverrideResponse,
  type TrendsResponse,
} from '../../../common/schemas/analysis';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { badRequest } from '../../errors';
import { assertPro } from '../accounts/access';
import { figures } from '../stats/figures-cache';
import * as service from './service';

type ClubFilter = AnalysisQuery & { club: AnalysisClub };

/** A figure of the filter, cached with the account's "Hide mishits" choice in its key. */
function figure<T>(user: SessionUser, kind: string, filter: unknown, compute: () => Promise<T>): Promise<T> {
  assertPro(user);
  return figures.get(user, [kind, user.hideMishits, filter], compute);
}

/** The gapping table, per club, Dr to LW. */
export function gapping(db: Database, user: SessionUser, query: AnalysisQuery): Promise<AnalysisResponse> {
  const filter = service.toFilter(query);
  return figure(user, 'gapping', filter, async () => analysisResponseSchema.parse(await service.clubAnalysis(db, user.id, filter)));
}

/** One club's shots and 95 % ellipse. */
export function dispersion(db: Database, user: SessionUser, query: ClubFilter): Promise<DispersionResponse> {
  const filter = { ...service.toFilter(query), club: query.club };
  return figure(user, 'dispersion', filter, async () => dispersionResponseSchema.parse(await service.clubDispersion(db, user.id, filter)));
}

/** One club's weekly means. */
export function trends(db: Database, user: SessionUser, query: ClubFilter): Promise<TrendsResponse> {
  const filter = { ...service.toFilter(query), club: query.club };
  return figure(user, 'trends', filter, async () => trendsResponseSchema.parse(await service.clubTrends(db, user.id, filter)));
}

/** The remembered "Hide mishits" choice. */
export function preferences(db: Database, user: SessionUser): Promise<{ hideMishits: boolean }> {
  assertPro(user);
  return service.preferences(db, user.id);
}

/** Remembers "Hide mishits". */
export async function savePreferences(db: Database, user: SessionUser, hideMishits: boolean): Promise<{ hideMishits: boolean }> {
  assertPro(user);
  return analysisPreferencesSchema.parse(await service.savePreferences(db, user.id, hideMishits));
}

/** A shot of the account's excluded (true) or kept (false) by hand, or returned to the mishit rule (null); another account's shot is not found. */
export async function overrideShot(db: Database, user: SessionUser, shotId: string, excluded: boolean | null): Promise<ShotOverrideResponse> {
  assertPro(user);
  const id = shotOverrideParamsSchema.safeParse({ shotId });
  if (!id.success) throw badRequest(id.error.issues[0].message);
  const answer = excluded === null ? await service.clearShotOverride(db, user.id, shotId) : await service.overrideShot(db, user.id, shotId, excluded);
  return shotOverrideResponseSchema.parse(answer);
}
