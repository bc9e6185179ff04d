import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { CLUB_SHORT_NAMES, DRIVER, type ClubShortName } from '../../../common/clubs';
import type { Database } from '../../db/client';
import { preparedSql, type Columns } from '../../db/prepared';
import { deleteWithItsShots } from '../../db/delete-with-shots';
import type { RoundResponse } from '../../../common/schemas/stats';

/** Bag order for club lists: `array_position(array[...], club)`. */
const clubOrder = sql.raw(`array[${CLUB_SHORT_NAMES.map((c) => `'${c}'`).join(', ')}]::text[]`);

type NullableInt = number | null;

export interface RoundRow {
  id: string;
  course: string;
  played_at: Date | string;
  players: string[];
  holes: { hole: number; par: number }[];
  scores: { player: string; hole: number; score: NullableInt; putts: NullableInt }[];
  totals: { player: string; out: NullableInt; in: NullableInt; total: NullableInt }[];
  par: { out: NullableInt; in: NullableInt; total: NullableInt };
  tees: string | null;
  course_rating: number | null;
  slope_rating: number | null;
  summaries: RoundResponse['summaries'];
}

/**
 * One round of the account, with its scorecard and the sums of holes 1-9 (out), 10-18 (in) and
 * all, per player and for par. Undefined when the round does not exist or is another account's.
 */
export async function findRound(db: Database, userId: string, roundId: string): Promise<RoundRow | undefined> {
  const rows = await findRoundQuery(db, { userId, roundId });
  return rows[0];
}

const findRoundQuery = preparedSql<{ userId: string; roundId: string }, RoundRow>(
  'stats_find_round',
  ['userId', 'roundId'],
  {
    id: true,
    course: true,
    played_at: true,
    players: true,
    holes: true,
    scores: true,
    totals: true,
    par: true,
    tees: true,
    course_rating: true,
    slope_rating: true,
    summaries: true,
  },
  (p) => sql`select r.id, r.course, r.played_at, r.tees, r.course_rating, r.slope_rating,
          (select coalesce(json_agg(p.name order by p.position), '[]'::json) from round_players p where p.round_id = r.id) as players,
          (select coalesce(json_agg(json_build_object('hole', h.hole, 'par', h.par) order by h.hole), '[]'::json)
             from round_holes h where h.round_id = r.id) as holes,
          (select coalesce(json_agg(json_build_object('player', s.player, 'hole', s.hole, 'score', s.score, 'putts', s.putts)
                                    order by p.position, s.hole), '[]'::json)
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
             from round_holes h where h.round_id = r.id) as par,
          (select coalesce(json_agg(json_build_object(
                    'player', p.name, 'score', c.score, 'toPar', c.to_par, 'holesScored', c.holes,
                    'fairways', json_build_object('hit', f.hit, 'of', f.n),
                    'greens', json_build_object('hit', c.greens, 'of', c.green_holes),
                    'putts', c.putts, 'puttHoles', c.putt_holes,
                    'parAverages', json_build_object('par3', c.par3, 'par4', c.par4, 'par5', c.par5)) order by p.position), '[]'::json)
             from round_players p
             cross join lateral (
               select sum(s.score)::int as score, sum(s.score - h.par)::int as to_par, count(s.score)::int as holes,
                      count(*) filter (where s.score - s.putts <= h.par - 2)::int as greens,
                      count(s.score + s.putts)::int as green_holes,
                      sum(s.putts)::int as putts, count(s.putts)::int as putt_holes,
                      (avg(s.score) filter (where h.par = 3))::float8 as par3,
                      (avg(s.score) filter (where h.par = 4))::float8 as par4,
                      (avg(s.score) filter (where h.par = 5))::float8 as par5
               from round_scores s join round_holes h on h.round_id = s.round_id and h.hole = s.hole
               where s.round_id = r.id and s.player = p.name
             ) c
             cross join lateral (
               -- Tee shots (the player's first shot on a hole) on par 4s and 5s with a fairway result,
               -- on the holes the player scored.
               select count(*)::int as n, count(*) filter (where t.fairway = 'hit')::int as hit
               from (select distinct on (s.hole) s.hole, s.fairway from shots s
                     where s.user_id = r.user_id and s.round_id = r.id and s.player = p.name
                     order by s.hole, s.taken_at, s.id) t
               join round_holes h on h.round_id = r.id and h.hole = t.hole
               join round_scores c on c.round_id = r.id and c.player = p.name and c.hole = t.hole and c.score is not null
               where h.par in (4, 5) and t.fairway is not null
             ) f
             where p.round_id = r.id) as summaries
        from rounds r
        where r.id = ${p.roundId}::uuid and r.user_id = ${p.userId}::uuid`,
);

/** The account's players, in the order they first appeared. */
export async function listPlayers(db: Database, userId: string): Promise<string[]> {
  const rows = await listPlayersQuery(db, { userId });
  return rows.map((r) => r.name);
}

const listPlayersQuery = preparedSql<{ userId: string }, { name: string }>(
  'stats_list_players',
  ['userId'],
  { name: true },
  (p) => sql`select name from players where user_id = ${p.userId}::uuid order by created_at, name`,
);

export interface ShotFigures {
  shot_count: number;
  /** Of them, the shots marked partial (chips, pitches, punches). */
  partial_count: number;
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
  clubs: { club: ClubShortName; average: number; count: number; smash: number | null; smash_count: number }[];
  smash_average: number | null;
  smash_count: number;
}

export const DRIVE_WINDOW_DAYS = 10;
export const FAIRWAY_WINDOW_DAYS = 30;

/**
 * Every figure of PRODUCT.md's statistics definitions, computed in one statement:
 * - a shot's distance is its total, or its carry where it has none;
 * - drives: Dr shots in the 10 days of 24 hours that end at `now`; the trend series is each UTC
 *   day's mean over the 10 whole UTC days ending today (the partial eleventh day left out), and its
 *   average percent change the mean of the day-to-day changes (0 under 2 days);
 * - fairways: tee shots (a player's first shot on a hole of a round) in the last 30 days on par-4
 *   and par-5 holes the player scored, with a fairway result; the percent that hit, one decimal;
 * - clubs: each club's mean carry over the player's full swings (partial ones too with `partial`); smash: the mean of ballSpeed/clubSpeed
 *   over shots that have a club speed. Both from the running totals the ingest statement keeps
 *   (shot_club_totals), so they cost a few rows however many shots an account holds.
 */
export async function shotFigures(db: Database, userId: string, player: string | null, now: Date, partial = false): Promise<ShotFigures> {
  const at = now.toISOString();
  const rows = player === null ? await shotFiguresOfAll(db, { userId, at, partial }) : await shotFiguresOfPlayer(db, { userId, at, player, partial });
  return rows[0];
}

type FiguresParams = { userId: string; at: string; player?: string; partial: boolean };

/**
 * The start (00:00 UTC) of the oldest of the last `days` whole UTC days ending with today's: where
 * a trend series begins. The 24-hour window also holds part of the day before; left in, that day's
 * mean changed hour by hour as its shots left the window, and the trend with it, with no new shot
 * (decision 022). Within a UTC day the series now changes only with new shots.
 */
const wholeDaysFrom = (at: SQL, days: number) => sql`(((${at} at time zone 'UTC')::date - ${days - 1}::int)::timestamp at time zone 'UTC')`;

/** The statement of `shotFigures`, for every player (no `player` placeholder) or for one. */
function shotFiguresSql(p: { userId: Placeholder; at: Placeholder; player?: Placeholder; partial: Placeholder }): SQL {
  const at = sql`${p.at}::timestamptz`;
  const userId = p.userId;
  const playerFilter = () => (p.player ? sql` and player = ${p.player}::text` : sql``);
  return sql`
      with drives as (
        select taken_at, coalesce(total, carry) as distance
        from shots
        where user_id = ${userId}::uuid${playerFilter()} and club = ${DRIVER}
          and taken_at > ${at} - make_interval(days => ${DRIVE_WINDOW_DAYS}) and taken_at <= ${at}
      ), drive_days as (
        select (taken_at at time zone 'UTC')::date as day, avg(distance) as mean from drives
        where taken_at >= ${wholeDaysFrom(at, DRIVE_WINDOW_DAYS)}
        group by 1
      ), drive_changes as (
        select (mean - lag(mean) over w) / nullif(lag(mean) over w, 0) * 100 as change
        from drive_days window w as (order by day)
      ), tee_shots as (
        select distinct on (round_id, player, hole) round_id, player, hole, taken_at, fairway
        from shots
        where user_id = ${userId}::uuid${playerFilter()} and round_id is not null
          and taken_at > ${at} - make_interval(days => ${FAIRWAY_WINDOW_DAYS}) and taken_at <= ${at}
        order by round_id, player, hole, taken_at, id
      ), fairway_shots as (
        -- On the holes the shot's player scored.
        select t.taken_at, t.fairway = 'hit' as hit
        from tee_shots t join round_holes h on h.round_id = t.round_id and h.hole = t.hole
        join round_scores c on c.round_id = t.round_id and c.player = t.player and c.hole = t.hole and c.score is not null
        where h.par in (4, 5) and t.fairway is not null
      ), fairway_days as (
        select (taken_at at time zone 'UTC')::date as day, 100.0 * avg(hit::int) as percent from fairway_shots
        where taken_at >= ${wholeDaysFrom(at, FAIRWAY_WINDOW_DAYS)}
        group by 1
      ), fairway_changes as (
        select (percent - lag(percent) over w) / nullif(lag(percent) over w, 0) * 100 as change
        from fairway_days window w as (order by day)
      ), club_rows as (
        select club, partial, shots, carry_sum, smash_sum, smash_shots
        from shot_club_totals where user_id = ${userId}::uuid${playerFilter()}
      ), clubs as (
        -- Full swings only, unless partial ones are asked for too.
        select club, (sum(carry_sum) / sum(shots))::float8 as average, sum(shots)::int as n,
               sum(smash_sum) as smash_sum, sum(smash_shots)::int as smash_n
        from club_rows where not partial or ${p.partial}::boolean
        group by club
      )
      select
        (select coalesce(sum(shots), 0)::int from club_rows) as shot_count,
        (select coalesce(sum(shots), 0)::int from club_rows where partial) as partial_count,
        (select count(*)::int from drives) as drive_count,
        (select max(distance) from drives) as longest_drive,
        (select avg(distance) from drives) as average_drive,
        (select coalesce(json_agg(mean order by day), '[]'::json) from drive_days) as daily_drive,
        (select coalesce(avg(change), 0)::float8 from drive_changes) as average_percent_change,
        (select round(100.0 * count(*) filter (where hit) / nullif(count(*), 0), 1)::float8 from fairway_shots) as fairway_percent,
        (select count(*)::int from fairway_shots) as fairway_count,
        (select coalesce(json_agg(round(percent, 1)::float8 order by day), '[]'::json) from fairway_days) as daily_fairway,
        (select coalesce(avg(change), 0)::float8 from fairway_changes) as fairway_percent_change,
        (select coalesce(json_agg(json_build_object('club', club, 'average', average, 'count', n,
                   'smash', (smash_sum / nullif(smash_n, 0))::float8, 'smash_count', smash_n) order by array_position(${clubOrder}, club)), '[]'::json)
           from clubs) as clubs,
        (select (sum(smash_sum) / nullif(sum(smash_n), 0))::float8 from clubs) as smash_average,
        (select coalesce(sum(smash_n), 0)::int from clubs) as smash_count`;
}

const shotFiguresColumns: Columns<ShotFigures> = {
  shot_count: true,
  partial_count: true,
  drive_count: true,
  longest_drive: true,
  average_drive: true,
  daily_drive: true,
  average_percent_change: true,
  fairway_percent: true,
  fairway_count: true,
  daily_fairway: true,
  fairway_percent_change: true,
  clubs: true,
  smash_average: true,
  smash_count: true,
};
const shotFiguresOfAll = preparedSql<FiguresParams, ShotFigures>('stats_figures_all', ['userId', 'at', 'partial'], shotFiguresColumns, (p) =>
  shotFiguresSql({ userId: p.userId, at: p.at, partial: p.partial }),
);
const shotFiguresOfPlayer = preparedSql<FiguresParams, ShotFigures>('stats_figures_player', ['userId', 'at', 'player', 'partial'], shotFiguresColumns, shotFiguresSql);

/**
 * Deletes a round of the account with its players, holes, scores, shots, overrides and share links
 * in one statement; the running totals of the players and clubs its shots touched are counted
 * afresh from the shots that stay, and the stats version is raised. Null when there is no such round.
 */
export function deleteRound(db: Database, userId: string, roundId: string): Promise<{ shots: number } | null> {
  return deleteWithItsShots(db, userId, 'round', roundId);
}
