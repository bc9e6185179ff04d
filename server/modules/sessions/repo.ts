import { sql, type SQL } from 'drizzle-orm';
import { CLUB_SHORT_NAMES } from '../../../common/clubs';
import type { SessionClub, SessionCompareResponse, SessionShotColumns, SessionSummary } from '../../../common/schemas/sessions';
import { COMPARED_METRICS } from '../../../common/schemas/sessions';
import { SHOT_METRIC_NAMES, SHOT_METRICS, type ShotMetricName } from '../../../common/shot-metrics';
import type { Database } from '../../db/client';
import { deleteWithItsShots } from '../../db/delete-with-shots';
import { flaggedShots, shotRow } from '../analysis/shot-statements';
import { queryRows } from '../../db/query';
import { SESSION_SHOT_PROPERTIES } from './page-serializer';
import { judgeSession, type JudgedColumns } from './summary';

/**
 * Range sessions. The list and the compare are answered as JSON the database builds in
 * the response's own shape; a session's page reads plain rows (see `sessionPage`). The mishit rule
 * is the analysis' (decision 010), applied to each session's shots of a club on their own.
 */

/** Bag order: `array_position(array[...], club)`. */
const clubOrder = sql.raw(`array[${CLUB_SHORT_NAMES.map((c) => `'${c}'`).join(', ')}]::text[]`);

const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A session row `rs` as the list's JSON entry, with its shot count and clubs (from the session's index). */
const sessionJson = sql`json_build_object(
    'id', rs.id::text, 'name', rs.name, 'source', rs.source, 'device', rs.device, 'location', rs.location,
    'startedAt', ${isoTime(sql`rs.started_at`)}, 'endedAt', ${isoTime(sql`rs.ended_at`)},
    'shots', (select count(*)::int from shots x where x.user_id = rs.user_id and x.session_id = rs.id),
    'clubs', (select coalesce(json_agg(d.club order by array_position(${clubOrder}, d.club)), '[]'::json)
              from (select distinct x.club from shots x where x.user_id = rs.user_id and x.session_id = rs.id) d))`;

/** The account's sessions, newest first, one page of them, and how many there are: of one player's (with a shot of theirs) or all (null). */
export async function listSessions(db: Database, userId: string, page: number, pageSize: number, player: string | null): Promise<{ total: number; sessions: SessionSummary[] }> {
  const played =
    player === null ? sql`` : sql` and exists (select 1 from shots x where x.user_id = s.user_id and x.session_id = s.id and x.player = ${player}::text)`;
  const [row] = await queryRows<{ total: number; sessions: SessionSummary[] }>(
    db,
    sql`with matched as (select * from range_sessions s where s.user_id = ${userId}::uuid${played}),
             page as (select * from matched order by started_at desc, id limit ${pageSize} offset ${(page - 1) * pageSize})
        select (select count(*)::int from matched) as total,
               coalesce((select json_agg(${sessionJson} order by rs.started_at desc, rs.id) from page rs), '[]'::json) as sessions`,
  );
  return row;
}

/** The shot columns the page's statement reads; `mishit` and `excluded` are the rule's (`judgeSession`). */
type ReadColumn = Exclude<keyof SessionShotColumns, 'mishit' | 'excluded'>;
const READ_COLUMNS = SESSION_SHOT_PROPERTIES.filter((name): name is ReadColumn => name !== 'mishit' && name !== 'excluded');

/** Each read column of a shot `s` as the statement computes it. */
const shotColumn = (userId: string): Record<ReadColumn, SQL> => ({
  id: sql`s.id::text`,
  player: sql`s.player`,
  club: sql`s.club`,
  takenAt: isoTime(sql`s.taken_at`),
  ...(Object.fromEntries(SHOT_METRIC_NAMES.map((name) => [name, sql.raw(`s.${SHOT_METRICS[name].column}`)])) as Record<ShotMetricName, SQL>),
  measured: sql`s.measured`,
  // the hand override read by primary key per shot (never a join: docs/decisions/026)
  override: sql`(select case when v.excluded then 'excluded' else 'restored' end from shot_overrides v where v.shot_id = s.id and v.user_id = ${userId}::uuid)`,
});

/** One row of the page's statement: each column's values over the session's shots as JSON arrays, `position` their rank in time order. */
type ColumnsRow = { [name in ReadColumn | 'position']: unknown[] | null };

/**
 * Puts every column in the order `position` gives (1 for the first shot in time), if the database
 * aggregated them in another: it feeds the aggregates from the sorted subquery in practice
 * (PostgreSQL's documented way before version 16), but the SQL standard does not promise it.
 */
export function inPositionOrder<T extends Record<string, unknown[]>>(columns: T, position: number[]): T {
  if (position.every((p, i) => p === i + 1)) return columns;
  const ordered = {} as Record<string, unknown[]>;
  for (const [name, values] of Object.entries(columns)) {
    const out = new Array<unknown>(values.length);
    position.forEach((p, i) => (out[p - 1] = values[i]));
    ordered[name] = out;
  }
  return ordered as T;
}

export interface SessionPage {
  session: SessionSummary | null;
  hide: boolean;
  shots: SessionShotColumns;
  clubs: SessionClub[];
}

/**
 * One session of the account: the session, every shot in time order with every measurement and the
 * rule's verdict, as columns, and per club (bag order) the counts and each measurement's count,
 * mean and standard deviation over the counted shots. The putter is listed, never flagged (as the
 * analysis).
 *
 * Two plain statements at once: the session with the account's choice, and the shots' columns as
 * one JSON array each (the database writes 80,000 numbers as text either way; as arrays the driver
 * parses 45 JSON values with the engine's JSON.parse instead of 2,000 rows of 45 fields, and the
 * answer names each property once: docs/decisions/030). Then the rule and the figures in one pass
 * over the columns (`judgeSession`).
 */
export async function sessionPage(db: Database, userId: string, sessionId: string): Promise<SessionPage> {
  const column = shotColumn(userId);
  const [[head], [read]] = await Promise.all([
    queryRows<{ session: Omit<SessionSummary, 'shots' | 'clubs'> | null; hide: boolean }>(
      db,
      sql`select (select json_build_object('id', rs.id::text, 'name', rs.name, 'source', rs.source, 'device', rs.device, 'location', rs.location,
                    'startedAt', ${isoTime(sql`rs.started_at`)}, 'endedAt', ${isoTime(sql`rs.ended_at`)})
                  from range_sessions rs where rs.id = ${sessionId}::uuid and rs.user_id = ${userId}::uuid) as session,
                 coalesce((select hide_mishits from users where id = ${userId}::uuid), false) as hide`,
    ),
    queryRows<ColumnsRow>(
      db,
      sql`select json_agg(p.position) as position, ${sql.join(
        READ_COLUMNS.map((name) => sql`json_agg(p.${sql.identifier(name)}) as ${sql.identifier(name)}`),
        sql`, `,
      )}
          from (select row_number() over (order by s.taken_at, s.id) as position, ${sql.join(
            READ_COLUMNS.map((name) => sql`${column[name]} as ${sql.identifier(name)}`),
            sql`, `,
          )}
                from shots s where s.user_id = ${userId}::uuid and s.session_id = ${sessionId}::uuid
                order by s.taken_at, s.id) p`,
    ),
  ]);
  const { position, ...values } = read;
  const columns = inPositionOrder(
    Object.fromEntries(READ_COLUMNS.map((name) => [name, values[name] ?? []])) as Record<ReadColumn, unknown[]>,
    (position ?? []) as number[],
  ) as Omit<SessionShotColumns, 'mishit' | 'excluded' | ShotMetricName> & JudgedColumns;
  if (!head.session) return { session: null, hide: head.hide, shots: { ...columns, mishit: [], excluded: [] }, clubs: [] };
  const { mishit, excluded, clubs } = judgeSession(columns, head.hide);
  // The schema's order; a measurement no shot has is null, not an array of nulls.
  const shots = {} as Record<keyof SessionShotColumns, unknown[] | null>;
  for (const name of SESSION_SHOT_PROPERTIES) {
    const values: unknown[] = name === 'mishit' ? mishit : name === 'excluded' ? excluded : columns[name];
    shots[name] = name in SHOT_METRICS && values.every((v) => v === null) ? null : values;
  }
  return { session: { ...head.session, shots: columns.id.length, clubs: clubs.map((c) => c.club) }, hide: head.hide, shots: shots as SessionShotColumns, clubs };
}

const columnOf = (name: (typeof COMPARED_METRICS)[number]) => SHOT_METRICS[name].column;

/**
 * Two sessions side by side: per club hit in either (bag order), each session's counted shots and
 * mean carry, ball speed, spin, launch, club path and face to path, and b minus a.
 */
export async function compareSessions(
  db: Database,
  userId: string,
  a: string,
  b: string,
): Promise<{ a: SessionSummary | null; b: SessionSummary | null; hide: boolean; clubs: SessionCompareResponse['clubs'] }> {
  const filter = { player: null, from: null, to: null, sessions: [a, b] };
  const means = sql.raw(COMPARED_METRICS.map((name) => `avg(s.${columnOf(name)}) filter (where not j.left_out) as "${name}"`).join(', '));
  const side = (alias: string) =>
    sql.raw(
      `case when ${alias}.club is null then null else json_build_object('shots', ${alias}.shots, ${COMPARED_METRICS.map((name) => `'${name}', ${alias}."${name}"`).join(', ')}) end`,
    );
  const difference = sql.raw(
    `case when x.club is null or y.club is null then null else json_build_object(${COMPARED_METRICS.map((name) => `'${name}', y."${name}" - x."${name}"`).join(', ')}) end`,
  );
  const [row] = await queryRows<{ a: SessionSummary | null; b: SessionSummary | null; hide: boolean; clubs: SessionCompareResponse['clubs'] }>(
    db,
    sql`with ${flaggedShots(userId, filter, null)}, per_club as (
          select s.session_id, s.club, count(*) filter (where not j.left_out)::int as shots, ${means}
          from judged j cross join lateral ${shotRow(userId, 'j', 's')}
          group by s.session_id, s.club
        ), x as (select * from per_club where session_id = ${a}::uuid),
           y as (select * from per_club where session_id = ${b}::uuid),
        joined as (
          select coalesce(x.club, y.club) as club, ${side('x')} as a, ${side('y')} as b, ${difference} as difference
          from x full join y on y.club = x.club
        )
        select (select ${sessionJson} from range_sessions rs where rs.id = ${a}::uuid and rs.user_id = ${userId}::uuid) as a,
               (select ${sessionJson} from range_sessions rs where rs.id = ${b}::uuid and rs.user_id = ${userId}::uuid) as b,
               (select hide from pref) as hide,
               coalesce((select json_agg(json_build_object('club', club, 'a', a, 'b', b, 'difference', difference)
                  order by array_position(${clubOrder}, club)) from joined), '[]'::json) as clubs`,
  );
  return row;
}

/**
 * Deletes a session of the account and its shots in one statement; the running totals of the
 * players and clubs it touched are counted afresh from the shots that stay (exact, whatever the
 * order of earlier uploads), and the stats version is raised so every figure follows at once.
 * Returns null when the account has no such session.
 */
export function deleteSession(db: Database, userId: string, sessionId: string): Promise<{ shots: number } | null> {
  return deleteWithItsShots(db, userId, 'session', sessionId);
}

export async function sessionExists(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`select id from range_sessions where id = ${sessionId}::uuid and user_id = ${userId}::uuid`);
  return rows.length > 0;
}

/** Renames a session of the account (null: no name); false when the account has no such session. */
export async function renameSession(db: Database, userId: string, sessionId: string, name: string | null): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update range_sessions set name = ${name} where id = ${sessionId}::uuid and user_id = ${userId}::uuid returning id`,
  );
  return rows.length > 0;
}
