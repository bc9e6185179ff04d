import { sql, type SQL } from 'drizzle-orm';
import { METRES_TO_YARDS } from '../../../common/constants';
import { LATER_EXPORT_METRICS, SHOT_METRIC_NAMES, SHOT_METRICS } from '../../../common/shot-metrics';
import { METRES_TO_INCHES, MPS_TO_KMH, MPS_TO_MPH, type UnitPreferences } from '../../../common/units';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

/** The shot CSV export's statement: one page of the account's shots as CSV text, built in SQL. */

/**
 * A cell of CSV as RFC 4180 writes it, from a text column: always quoted, quotes doubled inside,
 * so that a separator inside it does not split it. A spreadsheet that splits on another separator
 * (`;` in much of Europe, or tab) ignores those quotes and starts a cell after each of its own
 * separators, and a line break starts a record: so a formula character (=, +, -, @, tab, CR) at
 * the start of the text or after `,`, `;`, tab, CR, LF or a quote gets an apostrophe before it
 * (OWASP, "CSV Injection"), and `x;=cmd` is written `"x;'=cmd"`. A spreadsheet shows such a cell
 * as text instead of running it. A missing value is an empty cell; numbers never pass through
 * here and stay bare.
 */
function csvText(column: SQL): SQL {
  const defused = sql`regexp_replace(${column}, E'(?<=^|[,;\\t\\r\\n"])([=+@\\t\\r-])', E'''\\\\1', 'g')`;
  return sql`coalesce('"' || replace(${defused}, '"', '""') || '"', '')`;
}

/** A number as its shortest exact text (PostgreSQL 12+ float8 output), blank when null. */
const csvNumber = (column: SQL) => sql`coalesce((${column})::float8::text, '')`;

/**
 * A stored metric value in a display unit, converted by the database (docs/decisions/011): as
 * stored when the factor is 1 (metres), else multiplied and rounded to 2 decimals (0.01 yd is
 * 9 mm, finer than any launch monitor measures), so the file reads cleanly and imports back.
 */
function csvConverted(column: SQL, factor: number): SQL {
  return factor === 1 ? csvNumber(column) : csvNumber(sql`round((${column} * ${factor}::float8)::numeric, 2)`);
}

export interface CsvCursor {
  takenAt: string;
  id: string;
}

export interface CsvPage {
  /** The page's records, each ended by CRLF; empty when no shot is left. */
  body: string;
  rows: number;
  /** Where the next page starts: the last shot's exact instant and id. */
  next: CsvCursor | null;
}

const estimatedNames = sql.raw(
  `coalesce(array_to_string(array_remove(array[${SHOT_METRIC_NAMES.map(
    (name) => `case when s.${SHOT_METRICS[name].column} is not null and not ('${name}' = any(s.measured)) then '${name}' end`,
  ).join(', ')}]::text[], null), ' '), '')`,
);

/**
 * One keyset page of the CSV export, oldest first: shots after `cursor` in (taken_at, id) order,
 * within [from, to], written as CSV records by the database. Each page is a short indexed query
 * answered with one string, so memory stays flat however many shots an account has. Distances
 * and speeds are written in the user's display units, converted in the query.
 */
export async function csvPage(
  db: Database,
  userId: string,
  filter: { player: string | null; from: Date | null; to: Date | null },
  cursor: CsvCursor | null,
  limit: number,
  units: UnitPreferences,
): Promise<CsvPage> {
  const distanceFactor = units.distanceUnit === 'yd' ? METRES_TO_YARDS : 1;
  const speedFactor = units.speedUnit === 'mph' ? MPS_TO_MPH : MPS_TO_KMH;
  const distance = (column: SQL) => csvConverted(column, distanceFactor);
  const shortLength = (column: SQL) => csvConverted(column, units.distanceUnit === 'yd' ? METRES_TO_INCHES : 100);
  const speed = (column: SQL) => csvConverted(column, speedFactor);
  const conditions: SQL[] = [sql`s.user_id = ${userId}::uuid`];
  if (filter.player !== null) conditions.push(sql`s.player = ${filter.player}`);
  if (filter.from) conditions.push(sql`s.taken_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`s.taken_at <= ${filter.to.toISOString()}::timestamptz`);
  if (cursor) conditions.push(sql`(s.taken_at, s.id) > (${cursor.takenAt}::timestamptz, ${cursor.id}::bigint)`);
  // The columns of exportCsvHeader (common/shot-metrics.ts), in its order; times in UTC to the second.
  const fields: SQL[] = [
    sql`to_char(s.taken_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`,
    csvText(sql`s.player`),
    csvText(sql`s.kind::text`),
    csvText(sql`r.course`),
    sql`coalesce(s.hole::text, '')`,
    csvText(sql`s.club::text`),
    speed(sql`s.ball_speed`),
    speed(sql`s.club_speed`),
    csvNumber(sql`round((s.ball_speed / s.club_speed)::numeric, 3)`),
    csvNumber(sql`s.launch_angle`),
    csvNumber(sql`s.launch_direction`),
    csvNumber(sql`s.spin_rate`),
    csvNumber(sql`s.spin_axis`),
    distance(sql`s.carry`),
    distance(sql`s.total`),
    distance(sql`s.offline`),
    csvText(sql`s.fairway::text`),
    // The shot's own clientId: our importer reuses it, so the file imported back into the same
    // account adds nothing (docs/decisions/012). Quoted and defused like the names.
    csvText(sql`s.client_id`),
    // The rest of the record (exportCsvHeader), then which were measured and the session.
    ...LATER_EXPORT_METRICS.map((name) => {
      const column = sql.raw(`s.${SHOT_METRICS[name].column}`);
      const kind = SHOT_METRICS[name].kind;
      return kind === 'distance' ? distance(column) : kind === 'short' ? shortLength(column) : csvNumber(column);
    }),
    csvText(sql`nullif(array_to_string(s.measured, ' '), '')`),
    csvText(sql`rs.name`),
    csvText(sql`rs.client_id`),
    // The shot's values the monitor estimated: those it has that its measured list leaves out
    // (blank when the list is unknown).
    csvText(sql`nullif(${estimatedNames}, '')`),
  ];
  // The page is read in index order (shots_user_taken_idx), never gathered whole and sorted: a plan
  // made without statistics (a fresh bulk upload) sorted all the account's shots for each page, so
  // that an export cost pages × shots (docs/decisions/026). Sorting off for this statement alone.
  const [page] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    return queryRows<{ body: string | null; rows: number; next_at: string | null; next_id: string | null }>(
    tx,
    sql`with page as (
          select s.id, s.taken_at, ${sql.join(fields, sql` || ',' || `)} as line
          from shots s
          left join rounds r on r.user_id = ${userId}::uuid and r.id = s.round_id
          left join range_sessions rs on rs.user_id = ${userId}::uuid and rs.id = s.session_id
          where ${sql.join(conditions, sql` and `)}
          order by s.taken_at, s.id
          limit ${limit}
        ), last as (
          select id, taken_at from page order by taken_at desc, id desc limit 1
        )
        select (select string_agg(line || E'\\r\\n', '' order by taken_at, id) from page) as body,
               (select count(*)::int from page) as rows,
               (select to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from last) as next_at,
               (select id::text from last) as next_id`,
    );
  });
  return {
    body: page.body ?? '',
    rows: page.rows,
    next: page.next_at && page.next_id ? { takenAt: page.next_at, id: page.next_id } : null,
  };
}
