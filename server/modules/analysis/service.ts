import { messages } from '../../../common/messages';
import {
  isGolferDay,
  type AnalysisClub,
  type AnalysisFilter,
  type AnalysisQuery,
  type AnalysisResponse,
  type DispersionResponse,
  type ShotOverrideResponse,
  type TrendsResponse,
} from '../../../common/schemas/analysis';
import { ALL_PLAYERS } from '../../../common/schemas/stats';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import * as repo from './repo';

/**
 * Per-club analysis: gapping, dispersion, weekly trends, the mishit rule and the hand
 * overrides. Every figure is computed by the database (repo.ts); this file checks the filter and
 * shapes the answers. `clubAnalysis`, `clubDispersion` and `clubTrends` take a user id and a
 * filter, so other modules (a shared statistics report) can call them for any account: the
 * account's own "hide mishits" choice and overrides apply.
 */

/** A request's query as a service filter: 'all' (or nothing) is every player; full swings only unless `partial=true`. */
export function toFilter(query: AnalysisQuery): AnalysisFilter {
  return {
    player: query.player === undefined || query.player === ALL_PLAYERS ? null : query.player,
    from: query.from ?? null,
    to: query.to ?? null,
    fullSwingsOnly: query.partial !== 'true',
  };
}

/** The routes validate with zod already; callers from other modules get the same checks here. */
function checkFilter(filter: AnalysisFilter): void {
  if ((filter.from !== null && !isGolferDay(filter.from)) || (filter.to !== null && !isGolferDay(filter.to))) {
    throw badRequest(messages.analysisBadDate);
  }
  if (filter.from !== null && filter.to !== null && filter.from > filter.to) throw badRequest(messages.analysisDateOrder);
}

const echo = (filter: AnalysisFilter) => ({ player: filter.player ?? ALL_PLAYERS, from: filter.from, to: filter.to });

/** The gapping table: per club, Dr to LW (no putter), over the counted shots of the filter. */
export async function clubAnalysis(db: Database, userId: string, filter: AnalysisFilter): Promise<AnalysisResponse> {
  checkFilter(filter);
  const { hide, clubs } = await repo.gapping(db, userId, filter);
  return {
    filter: echo(filter),
    hideMishits: hide,
    clubs: clubs.map((c) => ({
      club: c.club,
      shots: c.shots,
      allShots: c.all_shots,
      mishits: c.mishits,
      excluded: c.excluded,
      carry: { mean: c.carry_mean, median: c.carry_median, stddev: c.carry_sd },
      total: { shots: c.total_shots, mean: c.total_mean, median: c.total_median, stddev: c.total_sd },
      gap: c.gap,
    })),
  };
}

/** One club's shots as points (carry against offline) with the 95 % ellipse of the counted ones. */
export async function clubDispersion(db: Database, userId: string, filter: AnalysisFilter & { club: AnalysisClub }): Promise<DispersionResponse> {
  checkFilter(filter);
  const d = await repo.dispersion(db, userId, filter, filter.club);
  return {
    filter: echo(filter),
    club: filter.club,
    hideMishits: d.hide,
    shots: d.shots,
    returned: d.points.length,
    sampled: d.step > 1,
    points: d.points.map((p) => ({
      id: p.id,
      carry: p.carry,
      offline: p.offline,
      takenAt: p.taken_at,
      mishit: p.mishit,
      excluded: p.left_out,
      override: p.override === null ? null : p.override ? 'excluded' : 'restored',
    })),
    ellipse:
      d.center_carry === null || d.center_offline === null || d.major === null || d.minor === null || d.angle === null
        ? null
        : { carry: d.center_carry, offline: d.center_offline, major: d.major, minor: d.minor, angle: d.angle },
    rule: d.median === null || d.threshold === null ? null : { median: d.median, threshold: d.threshold },
  };
}

/** One club's weekly means (carry, speeds, smash factor, every measurement) over its counted shots, oldest first. */
export async function clubTrends(db: Database, userId: string, filter: AnalysisFilter & { club: AnalysisClub }): Promise<TrendsResponse> {
  checkFilter(filter);
  const { hide, weeks } = await repo.trends(db, userId, filter, filter.club);
  return {
    filter: echo(filter),
    club: filter.club,
    hideMishits: hide,
    weeks: weeks.map((w) => ({
      week: w.week,
      shots: w.shots,
      carry: w.carry,
      ballSpeed: w.ball_speed,
      clubSpeed: w.club_speed,
      smashFactor: w.smash,
      means: w.means,
    })),
  };
}

export async function preferences(db: Database, userId: string): Promise<{ hideMishits: boolean }> {
  return { hideMishits: await repo.hideMishits(db, userId) };
}

export async function savePreferences(db: Database, userId: string, hideMishits: boolean): Promise<{ hideMishits: boolean }> {
  await repo.setHideMishits(db, userId, hideMishits);
  return { hideMishits };
}

/** Excludes (true) or restores (false) a shot by hand; another account's shot is not found. */
export async function overrideShot(db: Database, userId: string, shotId: string, excluded: boolean): Promise<ShotOverrideResponse> {
  if (!(await repo.setOverride(db, userId, shotId, excluded))) throw notFound(messages.shotNotFound);
  return { shotId, override: excluded ? 'excluded' : 'restored' };
}

/** Returns a shot to the mishit rule; another account's shot is not found. */
export async function clearShotOverride(db: Database, userId: string, shotId: string): Promise<ShotOverrideResponse> {
  if (!(await repo.clearOverride(db, userId, shotId))) throw notFound(messages.shotNotFound);
  return { shotId, override: null };
}
