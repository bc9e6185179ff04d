import { messages } from '../../../common/messages';
import {
  ALL_PLAYERS,
  type DashboardResponse,
  type RoundResponse,
  type RoundsQuery,
  type RoundsResponse,
  type ShotStatsResponse,
  type ShotsCsvQuery,
  type Trend,
} from '../../../common/schemas/stats';
import { exportCsvHeader } from '../../../common/shot-metrics';
import type { UnitPreferences } from '../../../common/units';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import * as repo from './repo';
import * as roundsRepo from './rounds-repo';
import * as csvRepo from './csv-repo';

const toIso = (value: Date | string) => new Date(value).toISOString();

/** `player` absent or 'all' means every player of the account (PRODUCT.md). */
export function selectedPlayer(player: string | undefined): string | null {
  return player === undefined || player === ALL_PLAYERS ? null : player;
}

/**
 * Call 15: the account's rounds that pass the query's filters (player, course, days) in its sort,
 * a page at a time, with each player's score to par, and the account's courses for the filter.
 */
export async function listRounds(db: Database, userId: string, query: RoundsQuery): Promise<RoundsResponse> {
  const filter = { player: selectedPlayer(query.player), course: query.course ?? null, from: query.from ?? null, to: query.to ?? null };
  const { page, pageSize } = query;
  const [total, rows, courses] = await Promise.all([
    roundsRepo.countRounds(db, userId, filter),
    roundsRepo.listRounds(db, userId, filter, { sort: query.sort, limit: pageSize, offset: (page - 1) * pageSize }),
    roundsRepo.listCourses(db, userId),
  ]);
  return {
    rounds: rows.map((r) => ({
      _id: r.id,
      course: r.course,
      players: r.players,
      playedAt: toIso(r.played_at),
      holesPlayed: r.holes_played,
      holeCount: r.hole_count,
      results: r.results,
    })),
    total,
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    courses,
  };
}

/** Deletes one of the account's rounds with its shots; another account's round is not found. */
export async function deleteRound(db: Database, userId: string, roundId: string): Promise<{ deleted: { shots: number } }> {
  const deleted = await repo.deleteRound(db, userId, roundId);
  if (!deleted) throw notFound(messages.roundNotFound);
  return { deleted };
}

/** Call 16: one round with its scorecard; another account's round is not found. */
export async function getRound(db: Database, userId: string, roundId: string): Promise<RoundResponse> {
  const row = await repo.findRound(db, userId, roundId);
  if (!row) throw notFound(messages.roundNotFound);
  return {
    _id: row.id,
    course: row.course,
    playedAt: toIso(row.played_at),
    players: row.players,
    holes: row.holes,
    scores: row.scores,
    totals: row.totals,
    par: row.par,
    tees: row.tees,
    courseRating: row.course_rating,
    slopeRating: row.slope_rating,
    summaries: row.summaries,
  };
}

export function listPlayers(db: Database, userId: string): Promise<string[]> {
  return repo.listPlayers(db, userId);
}

/** Up if the average percent change is above 0, down if below, neutral otherwise (PRODUCT.md). */
export function trendOf(averagePercentChange: number): Trend {
  if (averagePercentChange > 0) return 'up';
  if (averagePercentChange < 0) return 'down';
  return 'neutral';
}

/** A club of Club Distances, with its own smash factor beside the overall one. */
function clubEntry(c: repo.ShotFigures['clubs'][number]) {
  return { club: { short: c.club }, average: c.average, count: c.count, smash: { average: c.smash, count: c.smash_count } };
}

/** Call 19: drives, clubs and smash for one player or all (Pro); the clubs over full swings unless `partial`. */
export async function shotStats(db: Database, userId: string, player: string | undefined, now = new Date(), partial = false): Promise<ShotStatsResponse> {
  const selected = selectedPlayer(player);
  const [figures, players] = await Promise.all([repo.shotFigures(db, userId, selected, now, partial), repo.listPlayers(db, userId)]);
  return {
    player: selected ?? ALL_PLAYERS,
    players,
    shotCount: figures.shot_count,
    partialShots: figures.partial_count,
    includesPartial: partial,
    drives: {
      data: figures.daily_drive,
      longestDriveDistance: figures.longest_drive,
      averageDistance: figures.average_drive,
      count: figures.drive_count,
      fairwayPercent: figures.fairway_percent,
      fairwayCount: figures.fairway_count,
      trends: { averagePercentChange: figures.average_percent_change, direction: trendOf(figures.average_percent_change) },
    },
    clubs: figures.clubs.map(clubEntry),
    smash: { average: figures.smash_average, count: figures.smash_count },
  };
}

/**
 * Call 18: the same figures as stat cards (title, value, interval, trend, data), the club
 * distances and the smash factor, for a dashboard to render as they come.
 */
export async function dashboard(db: Database, userId: string, player: string | undefined, now = new Date()): Promise<DashboardResponse> {
  const selected = selectedPlayer(player);
  const figures = await repo.shotFigures(db, userId, selected, now);
  const driveTrend = trendOf(figures.average_percent_change);
  return {
    player: selected ?? ALL_PLAYERS,
    shotCount: figures.shot_count,
    cards: [
      {
        id: 'longestDrive',
        title: messages.statLongestDrive,
        value: figures.longest_drive,
        unit: 'm',
        interval: messages.statLast10Days,
        trend: driveTrend,
        change: figures.average_percent_change,
        data: figures.daily_drive,
      },
      {
        id: 'averageDriverDistance',
        title: messages.statAverageDriverDistance,
        value: figures.average_drive,
        unit: 'm',
        interval: messages.statLast10Days,
        trend: driveTrend,
        change: figures.average_percent_change,
        data: figures.daily_drive,
      },
      {
        id: 'fairwaysHit',
        title: messages.statFairwaysHit,
        value: figures.fairway_percent,
        unit: '%',
        interval: messages.statLast30Days,
        trend: trendOf(figures.fairway_percent_change),
        change: figures.fairway_percent_change,
        data: figures.daily_fairway,
      },
    ],
    clubs: figures.clubs.map(clubEntry),
    smash: { average: figures.smash_average, count: figures.smash_count },
  };
}

/** Shots a CSV page holds: small enough for flat memory, large enough for few round trips. */
export const CSV_PAGE_SIZE = 2000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseBound(value: string | undefined, edge: 'start' | 'end'): Date | null {
  if (value === undefined) return null;
  const date = DAY.test(value) ? new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest(messages.ingestBadDate);
  return date;
}

export interface ShotsCsvExport {
  filename: string;
  /** The header record, then one chunk of records per keyset page. */
  chunks: AsyncIterable<string>;
}

/**
 * The selected player's shots as CSV (Pro), streamed page by page from the database, distances
 * and speeds in the user's display units, named in the header (docs/decisions/011).
 */
export function shotsCsv(db: Database, userId: string, query: ShotsCsvQuery, units: UnitPreferences, now = new Date()): ShotsCsvExport {
  const filter = { player: selectedPlayer(query.player), from: parseBound(query.from, 'start'), to: parseBound(query.to, 'end') };
  if (filter.from && filter.to && filter.from > filter.to) throw badRequest(messages.invalidRequest);
  const who = (filter.player ?? ALL_PLAYERS).replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'player';
  async function* chunks() {
    yield `${exportCsvHeader(units)}\r\n`;
    let cursor: csvRepo.CsvCursor | null = null;
    for (;;) {
      const page = await csvRepo.csvPage(db, userId, filter, cursor, CSV_PAGE_SIZE, units);
      if (page.rows > 0) yield page.body;
      if (page.rows < CSV_PAGE_SIZE || !page.next) return;
      cursor = page.next;
    }
  }
  return { filename: `shots-${who}-${now.toISOString().slice(0, 10)}.csv`, chunks: chunks() };
}
