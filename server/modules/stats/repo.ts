import { sql, type SQL } from 'drizzle-orm';
import { CLUB_SHORT_NAMES, DRIVER, type ClubShortName } from '../../../common/clubs';
import type { Database } from '../../db/client';
import { queryRows } from '../ingest/repo';

/** Bag order for club lists: `array_position(array[...], club)`. */
const clubOrder = sql.raw(`array[${CLUB_SHORT_NAMES.map((c) => `'${c}'`).join(', ')}]::text[]`);

/** `and s.player = …` when one player is selected; nothing for every player. */
function playerFilter(player: string | null, column = sql.raw('player')): SQL {
  return player === null ? sql`` : sql` and ${column} = ${player}`;
}

export interface RoundListRow {
  id: string;
  course: string;
  played_at: Date | string;
  players: string[];
}

export async function countRounds(db: Database, userId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from rounds where user_id = ${userId}::uuid`);
  return rows[0]?.n ?? 0;
}

/** One page of the account's rounds, newest first, with their players in order. */
export function listRounds(db: Database, userId: string, limit: number, offset: number): Promise<RoundListRow[]> {
  return queryRows<RoundListRow>(
    db,
    sql`select r.id, r.course, r.played_at,
          (select coalesce(json_agg(p.name order by p.position), '[]'::json) from round_players p where p.round_id = r.id) as players
        from rounds r
        where r.user_id = ${userId}::uuid
        order by r.played_at desc, r.id
        limit ${limit} offset ${offset}`,
  );
}

type NullableInt = number | null;
export interface RoundRow {
  id: string;
  course: string;
  played_at: Date | string;
  players: string[];
  holes: { hole: number; par: number }[];
  scores: { player: string; hole: number; score: NullableInt }[];
  totals: { player: string; out: NullableInt; in: NullableInt; total: NullableInt }[];
  par: { out: NullableInt; in: NullableInt; total: NullableInt };
}

/**
 * One round of the account, with its scorecard and the sums of holes 1-9 (out), 10-18 (in) and
 * all, per player and for par. Undefined when the round does not exist or is another account's.
 */
export async function findRound(db: Database, userId: string, roundId: string): Promise<RoundRow | undefined> {
  const rows = await queryRows<RoundRow>(
    db,
    sql`select r.id, r.course, r.played_at,
          (select coalesce(json_agg(p.name order by p.position), '[]'::json) from round_players p where p.round_id = r.id) as players,
          (select coalesce(json_agg(json_build_object('hole', h.hole, 'par', h.par) order by h.hole), '[]'::json)
             from round_holes h where h.round_id = r.id) as holes,
          (select coalesce(json_agg(json_build_object('player', s.player, 'hole', s.hole, 'score', s.score) order by p.position, s.hole), '[]'::json)
             from round_scores s join round_players p on p.round_id = s.round_id and p.name = s.player
             where s.round_id = r.id) as scores,
          (select coalesce(json_agg(json_build_object('player', t.name, 'out', t.out, 'in', t.in, 'total', t.total) order by t.position), '[]'::json)
             from (select p.name, p.position,
                          sum(s.score) filter (where s.hole <= 9) as out,
                          sum(s.score) filter (where s.hole >= 10) as in,
                          sum(s.score) as total
                   from round_players p left join round_scores s on s.round_id = p.round_id and s.player = p.name
                   where p.round_id = r.id
                   group by p.name, p.position) t) as totals,
          (select json_build_object('out', sum(h.par) filter (where h.hole <= 9), 'in', sum(h.par) filter (where h.hole >= 10), 'total', sum(h.par))
             from round_holes h where h.round_id = r.id) as par
        from rounds r
        where r.id = ${roundId}::uuid and r.user_id = ${userId}::uuid`,
  );
  return rows[0];
}

/** The account's players, in the order they first appeared. */
export async function listPlayers(db: Database, userId: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select name from players where user_id = ${userId}::uuid order by created_at, name`,
  );
  return rows.map((r) => r.name);
}

export interface ShotFigures {
  shot_count: number;
  drive_count: number;
  longest_drive: number | null;
  average_drive: number | null;
  /** Each UTC calendar day's mean driver distance in the window, oldest first. */
  daily_drive: number[];
  average_percent_change: number;
  fairway_percent: number | null;
  fairway_count: number;
  /** Each UTC calendar day's fairway percent in the window, oldest first, and the mean of its day-to-day changes. */
  daily_fairway: number[];
  fairway_percent_change: number;
  clubs: { club: ClubShortName; average: number; count: number }[];
  smash_average: number | null;
  smash_count: number;
}

export const DRIVE_WINDOW_DAYS = 10;
export const FAIRWAY_WINDOW_DAYS = 30;

/**
 * Every figure of PRODUCT.md's statistics definitions, computed in one statement:
 * - a shot's distance is its total, or its carry where it has none;
 * - drives: Dr shots in the 10 days of 24 hours that end at `now`; the trend series is each UTC
 *   day's mean, and its average percent change the mean of the day-to-day changes (0 under 2 days);
 * - fairways: tee shots (a player's first shot on a hole of a round) in the last 30 days on par-4
 *   and par-5 holes with a fairway result; the percent that hit, one decimal;
 * - clubs: each club's mean carry over the player's shots; smash: the mean of ballSpeed/clubSpeed
 *   over shots that have a club speed. Both from the running totals the ingest statement keeps
 *   (shot_club_totals), so they cost a few rows however many shots an account holds.
 */
export async function shotFigures(db: Database, userId: string, player: string | null, now: Date): Promise<ShotFigures> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<ShotFigures>(
    db,
    sql`
      with drives as (
        select taken_at, coalesce(total, carry) as distance
        from shots
        where user_id = ${userId}::uuid${playerFilter(player)} and club = ${DRIVER}
          and taken_at > ${at} - make_interval(days => ${DRIVE_WINDOW_DAYS}) and taken_at <= ${at}
      ), drive_days as (
        select (taken_at at time zone 'UTC')::date as day, avg(distance) as mean from drives group by 1
      ), drive_changes as (
        select (mean - lag(mean) over w) / nullif(lag(mean) over w, 0) * 100 as change
        from drive_days window w as (order by day)
      ), tee_shots as (
        select distinct on (round_id, player, hole) round_id, hole, taken_at, fairway
        from shots
        where user_id = ${userId}::uuid${playerFilter(player)} and round_id is not null
          and taken_at > ${at} - make_interval(days => ${FAIRWAY_WINDOW_DAYS}) and taken_at <= ${at}
        order by round_id, player, hole, taken_at, id
      ), fairway_shots as (
        select t.taken_at, t.fairway = 'hit' as hit
        from tee_shots t join round_holes h on h.round_id = t.round_id and h.hole = t.hole
        where h.par in (4, 5) and t.fairway is not null
      ), fairway_days as (
        select (taken_at at time zone 'UTC')::date as day, 100.0 * avg(hit::int) as percent from fairway_shots group by 1
      ), fairway_changes as (
        select (percent - lag(percent) over w) / nullif(lag(percent) over w, 0) * 100 as change
        from fairway_days window w as (order by day)
      ), clubs as (
        select club, sum(carry_sum) / sum(shots) as average, sum(shots)::int as n,
               sum(smash_sum) as smash_sum, sum(smash_shots)::int as smash_n
        from shot_club_totals where user_id = ${userId}::uuid${playerFilter(player)}
        group by club
      )
      select
        (select coalesce(sum(n), 0)::int from clubs) as shot_count,
        (select count(*)::int from drives) as drive_count,
        (select max(distance) from drives) as longest_drive,
        (select avg(distance) from drives) as average_drive,
        (select coalesce(json_agg(mean order by day), '[]'::json) from drive_days) as daily_drive,
        (select coalesce(avg(change), 0)::float8 from drive_changes) as average_percent_change,
        (select round(100.0 * count(*) filter (where hit) / nullif(count(*), 0), 1)::float8 from fairway_shots) as fairway_percent,
        (select count(*)::int from fairway_shots) as fairway_count,
        (select coalesce(json_agg(round(percent, 1)::float8 order by day), '[]'::json) from fairway_days) as daily_fairway,
        (select coalesce(avg(change), 0)::float8 from fairway_changes) as fairway_percent_change,
        (select coalesce(json_agg(json_build_object('club', club, 'average', average, 'count', n) order by array_position(${clubOrder}, club)), '[]'::json)
           from clubs) as clubs,
        (select (sum(smash_sum) / nullif(sum(smash_n), 0))::float8 from clubs) as smash_average,
        (select coalesce(sum(smash_n), 0)::int from clubs) as smash_count`,
  );
  return rows[0];
}

export interface CsvShotRow {
  id: string;
  /** The exact instant, for the next page's cursor. */
  cursor_at: string;
  /** What the file shows: UTC, to the second, as spreadsheets read dates. */
  taken_at: string;
  player: string;
  kind: string;
  course: string | null;
  hole: number | null;
  club: string;
  ball_speed: number;
  club_speed: number | null;
  smash: number | null;
  launch_angle: number;
  launch_direction: number | null;
  spin_rate: number | null;
  spin_axis: number | null;
  carry: number;
  total: number | null;
  offline: number | null;
  fairway: string | null;
}

export interface CsvCursor {
  takenAt: string;
  id: string;
}

/**
 * One keyset page of the CSV export, oldest first: rows after `cursor` in (taken_at, id) order,
 * within [from, to]. Each page is a short indexed query, so memory stays flat however many shots.
 */
export function csvPage(
  db: Database,
  userId: string,
  filter: { player: string | null; from: Date | null; to: Date | null },
  cursor: CsvCursor | null,
  limit: number,
): Promise<CsvShotRow[]> {
  const conditions: SQL[] = [sql`s.user_id = ${userId}::uuid`];
  if (filter.player !== null) conditions.push(sql`s.player = ${filter.player}`);
  if (filter.from) conditions.push(sql`s.taken_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`s.taken_at <= ${filter.to.toISOString()}::timestamptz`);
  if (cursor) conditions.push(sql`(s.taken_at, s.id) > (${cursor.takenAt}::timestamptz, ${cursor.id}::bigint)`);
  return queryRows<CsvShotRow>(
    db,
    sql`select s.id::text as id,
          to_char(s.taken_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
          to_char(s.taken_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as taken_at,
          s.player, s.kind, r.course, s.hole, s.club,
          s.ball_speed, s.club_speed, round((s.ball_speed / s.club_speed)::numeric, 3)::float8 as smash,
          s.launch_angle, s.launch_direction, s.spin_rate, s.spin_axis, s.carry, s.total, s.offline, s.fairway
        from shots s left join rounds r on r.id = s.round_id
        where ${sql.join(conditions, sql` and `)}
        order by s.taken_at, s.id
        limit ${limit}`,
  );
}
