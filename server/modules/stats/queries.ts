/**
 * The statistics as the account reads them, for the API's routes and the pages' loaders alike:
 * the access rule (Pro for the shot figures), the input checked, the answer cached by the
 * account's stats_version and shaped by the API's response schema.
 */
import {
  dashboardResponseSchema,
  playersResponseSchema,
  roundParamsSchema,
  roundResponseSchema,
  roundsResponseSchema,
  shotStatsResponseSchema,
  type DashboardResponse,
  type PlayersResponse,
  type RoundResponse,
  type RoundsResponse,
  type ShotStatsResponse,
} from '../../../common/schemas/stats';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { notFound } from '../../errors';
import { assertPro } from '../accounts/access';
import { figures } from './figures-cache';
import * as service from './service';

/** The account's players, by name. */
export function players(db: Database, user: SessionUser): Promise<PlayersResponse> {
  return figures.get(user, ['players'], async () => playersResponseSchema.parse({ players: await service.listPlayers(db, user.id) }));
}

/** Deletes one of the account's rounds and its shots: 404 for anyone else's, or an id that is no round's. */
export async function deleteRound(db: Database, user: SessionUser, roundId: string): Promise<{ deleted: { shots: number } }> {
  if (!roundParamsSchema.safeParse({ roundId }).success) throw notFound();
  return service.deleteRound(db, user.id, roundId);
}

/** A page of the account's rounds, newest first, of one player or all (`player` undefined). */
export function rounds(db: Database, user: SessionUser, { page, player }: { page: number; player?: string }): Promise<RoundsResponse> {
  return figures.get(user, ['rounds', page, player], async () => roundsResponseSchema.parse(await service.listRounds(db, user.id, page, player)));
}

/** One round of the account's with its scorecard: 404 for anyone else's, or an id that is no round's. */
export function round(db: Database, user: SessionUser, roundId: string): Promise<RoundResponse> {
  if (!roundParamsSchema.safeParse({ roundId }).success) return Promise.reject(notFound());
  return figures.get(user, ['round', roundId], async () => roundResponseSchema.parse(await service.getRound(db, user.id, roundId)));
}

/** The dashboard's stat cards, club distances and smash factor: Pro. */
export function dashboard(db: Database, user: SessionUser, player?: string): Promise<DashboardResponse> {
  assertPro(user);
  return figures.get(user, ['dashboard', player], async () => dashboardResponseSchema.parse(await service.dashboard(db, user.id, player)));
}

/** Shot data's drives, club distances and smash factor: Pro. */
export function shotStats(db: Database, user: SessionUser, player?: string): Promise<ShotStatsResponse> {
  assertPro(user);
  return figures.get(user, ['shots', player], async () => shotStatsResponseSchema.parse(await service.shotStats(db, user.id, player)));
}
