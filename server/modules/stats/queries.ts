/**
 * The statistics as the account reads them, for the API's routes and the pages' loaders alike:
 * the access rule (Pro for the shot figures), the input checked, the answer cached by the
 * account's stats_version and shaped by the API's response schema.
 */
import {
  ALL_PLAYERS,
  dashboardResponseSchema,
  playersResponseSchema,
  roundParamsSchema,
  roundResponseSchema,
  roundsQuerySchema,
  roundsResponseSchema,
  shotStatsResponseSchema,
  type DashboardResponse,
  type PlayersResponse,
  type RoundResponse,
  type RoundsQuery,
  type RoundsResponse,
  type ShotStatsResponse,
} from '../../../common/schemas/stats';
import { messages } from '../../../common/messages';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { notFound } from '../../errors';
import { assertPro } from '../accounts/access';
import { figures } from './figures-cache';
import * as playerChoice from './player-choice-repo';
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

/**
 * A page of the account's rounds by the query's filters and sort (the API's schema checked it,
 * or `roundsQuery` did for a page's address).
 */
export function rounds(db: Database, user: SessionUser, query: RoundsQuery): Promise<RoundsResponse> {
  const { page, pageSize, player, course, from, to, sort } = query;
  return figures.get(user, ['rounds', page, pageSize, player, course, from, to, sort], async () =>
    roundsResponseSchema.parse(await service.listRounds(db, user.id, query)),
  );
}

/** The first page of every round, newest first: the list with no parameter. */
export const defaultRoundsQuery = (): RoundsQuery => roundsQuerySchema.parse({});

/**
 * The rounds query of an address' parameters, by the API's schema and its messages: the query with
 * its defaults, or the first fault's message and the parameters at fault.
 */
export function roundsQuery(params: Record<string, string>): { ok: true; query: RoundsQuery } | { ok: false; error: string; fields: string[] } {
  const parsed = roundsQuerySchema.safeParse(params);
  if (parsed.success) return { ok: true, query: parsed.data };
  const fields = [...new Set(parsed.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? '')])).filter(Boolean))];
  return { ok: false, error: parsed.error.issues[0]?.message ?? messages.invalidRequest, fields };
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

/** Shot data's drives, club distances and smash factor (full swings, partial ones too with `partial`): Pro. */
export function shotStats(db: Database, user: SessionUser, player?: string, partial = false): Promise<ShotStatsResponse> {
  assertPro(user);
  return figures.get(user, ['shots', player, partial], async () => shotStatsResponseSchema.parse(await service.shotStats(db, user.id, player, new Date(), partial)));
}

/**
 * The player Shot data and its analysis open on without one in the address: the one last chosen
 * while still a player of the account's (or 'all'), else the main player (most shots in the last
 * 90 days), else every player.
 */
export async function openingPlayer(db: Database, user: SessionUser, known: string[]): Promise<string> {
  const chosen = await playerChoice.chosenPlayer(db, user.id);
  if (chosen === ALL_PLAYERS || (chosen !== null && known.includes(chosen))) return chosen;
  const main = await playerChoice.mainPlayer(db, user.id);
  return main !== null && known.includes(main) ? main : ALL_PLAYERS;
}

/** Remembers the player chosen in Shot data's address (a name of the account's, or 'all'). */
export function rememberPlayer(db: Database, user: SessionUser, player: string): Promise<void> {
  return playerChoice.setChosenPlayer(db, user.id, player);
}
