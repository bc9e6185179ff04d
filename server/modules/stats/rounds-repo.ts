import { sql, type SQL } from 'drizzle-orm';
import type { RoundsSort } from '../../../common/constants';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

type NullableInt = number | null;

export interface PlayerResultRow {
  player: string;
  score: NullableInt;
  toPar: NullableInt;
  holesScored: number;
}

export interface RoundListRow {
  id: string;
  course: string;
  played_at: Date | string;
  players: string[];
  holes_played: number;
  hole_count: number;
  results: PlayerResultRow[];
}

/** Which of the account's rounds the list shows: null where a filter is not set. Days are UTC and inclusive. */
export interface RoundsFilter {
  player: string | null;
  course: string | null;
  from: string | null;
  to: string | null;
}

/** The rounds of the account that pass the filter: played by the player, on the course, within the days. */
function roundsWhere(userId: string, f: RoundsFilter): SQL {
  const parts = [sql`r.user_id = ${userId}::uuid`];
  if (f.player !== null) parts.push(sql`exists (select 1 from round_players f where f.round_id = r.id and f.name = ${f.player}::text)`);
  if (f.course !== null) parts.push(sql`r.course = ${f.course}::text`);
  if (f.from !== null) parts.push(sql`r.played_at >= (${f.from}::date)::timestamp at time zone 'UTC'`);
  if (f.to !== null) parts.push(sql`r.played_at < (${f.to}::date + 1)::timestamp at time zone 'UTC'`);
  return sql.join(parts, sql` and `);
}

/**
 * A round's score to par for the sort: the player's strokes minus par over the holes they scored,
 * or with every player the best of the round's players (the lowest); null without a score.
 */
function toParOf(player: string | null): SQL {
  const strokes = sql`from round_scores s join round_holes h on h.round_id = s.round_id and h.hole = s.hole
                      where s.round_id = r.id and s.score is not null`;
  return player === null
    ? sql`(select min(t.to_par) from (select sum(s.score - h.par)::int as to_par ${strokes} group by s.player) t)`
    : sql`(select sum(s.score - h.par)::int ${strokes} and s.player = ${player}::text)`;
}

/** The list's order: the sort's key first (rounds without a score last either way), then newest first. */
function orderBy(sort: RoundsSort): SQL {
  const dir = sql.raw(sort.startsWith('-') ? 'desc' : 'asc');
  if (sort === 'course' || sort === '-course') return sql`lower(m.course) ${dir}, m.course ${dir}, m.played_at desc, m.id`;
  if (sort === 'toPar' || sort === '-toPar') return sql`m.to_par ${dir} nulls last, m.played_at desc, m.id`;
  return sql`m.played_at ${dir}, m.id`;
}

/**
 * Each player's strokes over the holes they scored and those strokes minus the holes' par
 * (PRODUCT.md: holes without a score count neither), in the round's player order.
 */
const playerResults = (roundId: SQL) => sql`(select coalesce(json_agg(json_build_object(
            'player', t.name, 'score', t.score, 'toPar', t.to_par, 'holesScored', t.holes) order by t.position), '[]'::json)
          from (select p.name, p.position, sum(s.score)::int as score, sum(s.score - h.par)::int as to_par, count(s.score)::int as holes
                from round_players p
                left join round_scores s on s.round_id = p.round_id and s.player = p.name and s.score is not null
                left join round_holes h on h.round_id = s.round_id and h.hole = s.hole
                where p.round_id = ${roundId}
                group by p.name, p.position) t)`;

/** How many of the account's rounds pass the filter. */
export async function countRounds(db: Database, userId: string, filter: RoundsFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from rounds r where ${roundsWhere(userId, filter)}`);
  return row?.n ?? 0;
}

/**
 * One page of the rounds that pass the filter in the sort's order, with players and results in
 * the round's order. The page is cut first (its key only, the score to par where it sorts by it),
 * then only its rounds are read in full.
 */
export function listRounds(
  db: Database,
  userId: string,
  filter: RoundsFilter,
  { sort, limit, offset }: { sort: RoundsSort; limit: number; offset: number },
): Promise<RoundListRow[]> {
  const toPar = sort.endsWith('toPar') ? sql`, ${toParOf(filter.player)} as to_par` : sql``;
  return queryRows<RoundListRow>(
    db,
    sql`with matched as (select r.id, r.course, r.played_at${toPar} from rounds r where ${roundsWhere(userId, filter)}),
             page as (select m.id, m.course, m.played_at, row_number() over (order by ${orderBy(sort)}) as n
                      from matched m order by ${orderBy(sort)} limit ${limit}::int offset ${offset}::int)
        select r.id, r.course, r.played_at,
          (select coalesce(json_agg(p.name order by p.position), '[]'::json) from round_players p where p.round_id = r.id) as players,
          (select count(distinct s.hole)::int from round_scores s where s.round_id = r.id and s.score is not null) as holes_played,
          (select count(*)::int from round_holes h where h.round_id = r.id) as hole_count,
          ${playerResults(sql`r.id`)} as results
        from page r
        order by r.n`,
  );
}

/** Every course the account has played, A to Z (upper and lower case alike): the course filter's choices. */
export async function listCourses(db: Database, userId: string): Promise<string[]> {
  const rows = await queryRows<{ course: string }>(
    db,
    sql`select course from (select distinct r.course from rounds r where r.user_id = ${userId}::uuid) c order by lower(course), course`,
  );
  return rows.map((row) => row.course);
}
