import { sql, type SQL } from 'drizzle-orm';
import type { BackupCounts, BackupOverride, BackupPlayer, BackupShare } from '../../../common/schemas/backup';
import { SHOT_METRIC_NAMES, SHOT_METRICS } from '../../../common/shot-metrics';
import type { DistanceUnit, SpeedUnit } from '../../../common/units';
import type { Database } from '../../db/client';
import { raiseStatsVersion } from '../../db/stats-version';
import { queryRows } from '../../db/query';

/**
 * The account backup's reads and the restore's writes of what the ingest statements do not store
 * (overrides, preferences). Each read is one keyset page written as NDJSON lines by the database,
 * so memory stays flat however large the account (docs/backup-format.md).
 */

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface Page {
  /** The page's lines, each ended by LF; empty when nothing is left. */
  body: string;
  rows: number;
  /** The last row's sort key, where the next page starts. */
  next: string[] | null;
}

async function page(db: Database, query: SQL): Promise<Page> {
  const [row] = await queryRows<{ body: string | null; rows: number; next: string[] | null }>(db, query);
  return { body: row.body ?? '', rows: row.rows, next: row.next };
}

type Preferences = { hideMishits: boolean; distanceUnit: DistanceUnit; speedUnit: SpeedUnit; shotDataPlayer: string | null };

export async function counts(db: Database, userId: string): Promise<BackupCounts & Preferences> {
  const [row] = await queryRows<BackupCounts & Preferences>(
    db,
    sql`select (select count(*)::int from players where user_id = ${userId}::uuid) as players,
               (select count(*)::int from rounds where user_id = ${userId}::uuid) as rounds,
               (select count(*)::int from range_sessions where user_id = ${userId}::uuid) as sessions,
               (select count(*)::int from shots where user_id = ${userId}::uuid) as shots,
               (select count(*)::int from shot_overrides where user_id = ${userId}::uuid) as overrides,
               (select count(*)::int from shared_reports where user_id = ${userId}::uuid) as shares,
               u.hide_mishits as "hideMishits", u.distance_unit as "distanceUnit", u.speed_unit as "speedUnit",
               u.shot_data_player as "shotDataPlayer"
        from users u where u.id = ${userId}::uuid`,
  );
  return row;
}

/** Players in the order they first appeared (created_at, name) after `after`. */
export function playersPage(db: Database, userId: string, after: string[] | null, limit: number): Promise<Page> {
  const cursor = after ? sql`and (p.created_at, p.name) > (${after[0]}::timestamptz, ${after[1]})` : sql``;
  return page(
    db,
    sql`with lines as (
          select p.created_at, p.name, json_build_object('type', 'player', 'name', p.name)::text as line
          from players p where p.user_id = ${userId}::uuid ${cursor} order by p.created_at, p.name limit ${limit}
        )
        select string_agg(line || E'\\n', '' order by created_at, name) as body, count(*)::int as rows,
               (select array[to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), name] from lines order by created_at desc, name desc limit 1) as next
        from lines`,
  );
}

/** Adds players the account does not have yet, keeping the given order after the ones it has. Returns how many were new. */
export async function insertPlayers(db: Database, userId: string, items: BackupPlayer[]): Promise<number> {
  if (items.length === 0) return 0;
  const [row] = await queryRows<{ stored: number }>(
    db,
    sql`with input as (
          select x.name, x.ord from jsonb_array_elements_text(${JSON.stringify(items.map((i) => i.name))}::jsonb) with ordinality as x(name, ord)
        ), inserted as (
          insert into players (user_id, name, created_at)
          select ${userId}::uuid, name, now() + ord * interval '1 microsecond' from input
          on conflict do nothing returning 1
        )
        select count(*)::int as stored from inserted`,
  );
  return row.stored;
}

/** Rounds in (played_at, client_id) order after `after`, with players in order, holes and scores. */
export function roundsPage(db: Database, userId: string, after: string[] | null, limit: number): Promise<Page> {
  const cursor = after ? sql`and (r.played_at, r.client_id) > (${after[0]}::timestamptz, ${after[1]})` : sql``;
  return page(
    db,
    sql`with p as (
          select r.* from rounds r where r.user_id = ${userId}::uuid ${cursor} order by r.played_at, r.client_id limit ${limit}
        ), lines as (
          select p.played_at, p.client_id,
                 -- Absent tees and ratings are left out; an unset score stays (null), putts only where counted.
                 (jsonb_strip_nulls(jsonb_build_object('type', 'round', 'clientId', p.client_id, 'course', p.course,
                   'playedAt', ${sql.raw(iso('p.played_at'))}, 'tees', p.tees, 'courseRating', p.course_rating, 'slopeRating', p.slope_rating,
                   'players', (select jsonb_agg(x.name order by x.position) from round_players x where x.round_id = p.id),
                   'holes', (select coalesce(jsonb_agg(jsonb_build_object('hole', h.hole, 'par', h.par) order by h.hole), '[]'::jsonb)
                             from round_holes h where h.round_id = p.id)))
                  || jsonb_build_object('scores', (select coalesce(jsonb_agg(jsonb_build_object('player', c.player, 'hole', c.hole, 'score', c.score)
                                                                              || case when c.putts is null then '{}'::jsonb else jsonb_build_object('putts', c.putts) end
                                                                              order by c.player, c.hole), '[]'::jsonb)
                                                   from round_scores c where c.round_id = p.id)))::text as line
          from p
        )
        select string_agg(line || E'\\n', '' order by played_at, client_id) as body, count(*)::int as rows,
               (select array[to_char(played_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), client_id] from lines order by played_at desc, client_id desc limit 1) as next
        from lines`,
  );
}

/** Sessions in (started_at, client_id) order after `after`; absent fields left out. */
export function sessionsPage(db: Database, userId: string, after: string[] | null, limit: number): Promise<Page> {
  const cursor = after ? sql`and (s.started_at, s.client_id) > (${after[0]}::timestamptz, ${after[1]})` : sql``;
  return page(
    db,
    sql`with lines as (
          select s.started_at, s.client_id, json_strip_nulls(json_build_object('type', 'session', 'clientId', s.client_id, 'kind', s.kind,
                   'source', s.source, 'startedAt', ${sql.raw(iso('s.started_at'))}, 'endedAt', ${sql.raw(iso('s.ended_at'))},
                   'name', s.name, 'location', s.location, 'device', s.device))::text as line
          from range_sessions s where s.user_id = ${userId}::uuid ${cursor} order by s.started_at, s.client_id limit ${limit}
        )
        select string_agg(line || E'\\n', '' order by started_at, client_id) as body, count(*)::int as rows,
               (select array[to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), client_id] from lines order by started_at desc, client_id desc limit 1) as next
        from lines`,
  );
}

const shotObject = sql.raw(
  `json_strip_nulls(json_build_object('type', 'shot', 'clientId', s.client_id, 'player', s.player, 'club', s.club,
     'takenAt', ${iso('s.taken_at')}, 'kind', s.kind, 'roundClientId', r.client_id, 'sessionClientId', rs.client_id,
     'hole', s.hole, ${SHOT_METRIC_NAMES.map((name) => `'${name}', s.${SHOT_METRICS[name].column}`).join(', ')},
     'fairway', s.fairway, 'measured', s.measured, 'partial', nullif(s.partial, false)))::text`,
);

/** Shots in (taken_at, id) order after `after` (the index the CSV export pages with), every measurement. */
export function shotsPage(db: Database, userId: string, after: string[] | null, limit: number): Promise<Page> {
  const cursor = after ? sql`and (s.taken_at, s.id) > (${after[0]}::timestamptz, ${after[1]}::bigint)` : sql``;
  return page(
    db,
    sql`with p as (
          select * from shots s where s.user_id = ${userId}::uuid ${cursor} order by s.taken_at, s.id limit ${limit}
        ), lines as (
          select s.taken_at, s.id, ${shotObject} as line
          from p s left join rounds r on r.id = s.round_id left join range_sessions rs on rs.id = s.session_id
        )
        select string_agg(line || E'\\n', '' order by taken_at, id) as body, count(*)::int as rows,
               (select array[to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), id::text] from lines order by taken_at desc, id desc limit 1) as next
        from lines`,
  );
}

/** Hand overrides in their shots' order after `after` (a shot id), naming the shot by its clientId. */
export function overridesPage(db: Database, userId: string, after: string[] | null, limit: number): Promise<Page> {
  const cursor = after ? sql`and (s.taken_at, s.id) > (${after[0]}::timestamptz, ${after[1]}::bigint)` : sql``;
  return page(
    db,
    sql`with lines as (
          select s.taken_at, s.id, json_build_object('type', 'override', 'shotClientId', s.client_id, 'excluded', o.excluded)::text as line
          from shot_overrides o join shots s on s.id = o.shot_id
          where o.user_id = ${userId}::uuid ${cursor} order by s.taken_at, s.id limit ${limit}
        )
        select string_agg(line || E'\\n', '' order by taken_at, id) as body, count(*)::int as rows,
               (select array[to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), id::text] from lines order by taken_at desc, id desc limit 1) as next
        from lines`,
  );
}

/** Shared reports' settings in (created_at, id) order after `after`, naming a round by its clientId; the link itself is not written. */
export function sharesPage(db: Database, userId: string, after: string[] | null, limit: number): Promise<Page> {
  const cursor = after ? sql`and (s.created_at, s.id) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``;
  return page(
    db,
    sql`with lines as (
          select s.created_at, s.id, json_strip_nulls(json_build_object('type', 'share', 'kind', s.kind, 'roundClientId', r.client_id,
                   'player', s.player, 'from', to_char(s.date_from, 'YYYY-MM-DD'), 'to', to_char(s.date_to, 'YYYY-MM-DD'), 'clipClientId', s.clip_client_id,
                   'createdAt', ${sql.raw(iso('s.created_at'))}, 'expiresAt', ${sql.raw(iso('s.expires_at'))}, 'revokedAt', ${sql.raw(iso('s.revoked_at'))}))::text as line
          from shared_reports s left join rounds r on r.id = s.round_id
          where s.user_id = ${userId}::uuid ${cursor} order by s.created_at, s.id limit ${limit}
        )
        select string_agg(line || E'\\n', '' order by created_at, id) as body, count(*)::int as rows,
               (select array[to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), id::text] from lines order by created_at desc, id desc limit 1) as next
        from lines`,
  );
}

/**
 * Stores shared reports' settings, each with its new link (hash and sealed copy). A report the
 * account already has with the same settings and creation time is a duplicate and stores nothing;
 * a round report whose round the account does not hold is returned as unknown.
 */
export async function insertShares(
  db: Database,
  userId: string,
  items: (BackupShare & { tokenHash: string; tokenSealed: string })[],
): Promise<{ stored: number; unknownRounds: string[] }> {
  if (items.length === 0) return { stored: 0, unknownRounds: [] };
  const [row] = await queryRows<{ stored: number; unknown: string[] | null }>(
    db,
    sql`with input as (
          select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(kind text, "roundClientId" text, player text, "from" date, "to" date,
            "createdAt" timestamptz, "expiresAt" timestamptz, "revokedAt" timestamptz, "clipClientId" text, "tokenHash" text, "tokenSealed" text)
        ), found as (
          select i.*, r.id as round_id from input i left join rounds r on r.user_id = ${userId}::uuid and r.client_id = i."roundClientId"
          where i.kind = 'stats' or r.id is not null
        ), inserted as (
          insert into shared_reports (user_id, token_hash, token_sealed, kind, round_id, player, date_from, date_to, created_at, expires_at, revoked_at, clip_client_id)
          select ${userId}::uuid, f."tokenHash", f."tokenSealed", f.kind, f.round_id, f.player, f."from", f."to", f."createdAt", f."expiresAt", f."revokedAt", f."clipClientId"
          from found f
          where not exists (
            select 1 from shared_reports s where s.user_id = ${userId}::uuid and s.kind = f.kind and date_trunc('milliseconds', s.created_at) = f."createdAt"
              and s.round_id is not distinct from f.round_id and s.player is not distinct from f.player
              and s.date_from is not distinct from f."from" and s.date_to is not distinct from f."to")
          returning 1
        )
        select (select count(*)::int from inserted) as stored,
               (select array_agg(i."roundClientId") from input i where i.kind = 'round' and not exists (
                  select 1 from rounds r where r.user_id = ${userId}::uuid and r.client_id = i."roundClientId")) as unknown`,
  );
  return { stored: row.stored, unknownRounds: row.unknown ?? [] };
}

/** Stores overrides of this account's shots (by clientId); a shot already overridden keeps its own. Returns how many were new. */
export async function insertOverrides(db: Database, userId: string, items: BackupOverride[]): Promise<{ stored: number; unknown: string[] }> {
  if (items.length === 0) return { stored: 0, unknown: [] };
  const [row] = await queryRows<{ stored: number; unknown: string[] | null }>(
    db,
    sql`with input as (
          select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x("shotClientId" text, excluded boolean)
        ), found as (
          select s.id, i.excluded from input i join shots s on s.user_id = ${userId}::uuid and s.client_id = i."shotClientId"
        ), inserted as (
          insert into shot_overrides (shot_id, user_id, excluded) select id, ${userId}::uuid, excluded from found
          on conflict (shot_id) do nothing returning shot_id
        ), ${raiseStatsVersion(userId, 'inserted')}
        select (select count(*)::int from inserted) as stored,
               (select array_agg(i."shotClientId") from input i where not exists (
                  select 1 from shots s where s.user_id = ${userId}::uuid and s.client_id = i."shotClientId")) as unknown`,
  );
  return { stored: row.stored, unknown: row.unknown ?? [] };
}

/** Whether the account holds nothing a backup restores (then the backup's preferences are taken too). */
export async function isEmpty(db: Database, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from rounds where user_id = ${userId}::uuid)
           and not exists (select 1 from range_sessions where user_id = ${userId}::uuid)
           and not exists (select 1 from shots where user_id = ${userId}::uuid) as empty`,
  );
  return row.empty;
}

export async function setPreferences(
  db: Database,
  userId: string,
  p: { distanceUnit: DistanceUnit; speedUnit: SpeedUnit; hideMishits: boolean; shotDataPlayer?: string },
): Promise<void> {
  await db.execute(
    sql`update users set distance_unit = ${p.distanceUnit}, speed_unit = ${p.speedUnit}, hide_mishits = ${p.hideMishits},
               shot_data_player = ${p.shotDataPlayer ?? null},
               stats_version = stats_version + 1
        where id = ${userId}::uuid`,
  );
}

/** How many of the given keys of one kind the account already holds (what a restore would skip). */
export async function presentCount(db: Database, userId: string, kind: keyof BackupCounts, keys: string[]): Promise<number> {
  const list = sql`(select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`;
  const statements: Record<keyof BackupCounts, SQL> = {
    players: sql`select count(*)::int as n from players where user_id = ${userId}::uuid and name in ${list}`,
    rounds: sql`select count(*)::int as n from rounds where user_id = ${userId}::uuid and client_id in ${list}`,
    sessions: sql`select count(*)::int as n from range_sessions where user_id = ${userId}::uuid and client_id in ${list}`,
    shots: sql`select count(*)::int as n from shots where user_id = ${userId}::uuid and client_id in ${list}`,
    overrides: sql`select count(*)::int as n from shot_overrides o join shots s on s.id = o.shot_id
                   where o.user_id = ${userId}::uuid and s.user_id = ${userId}::uuid and s.client_id in ${list}`,
    // A report is the same when made at the same millisecond with the same kind (its settings aside).
    shares: sql`select count(*)::int as n from shared_reports s
                where s.user_id = ${userId}::uuid
                  and s.kind || ' ' || to_char(date_trunc('milliseconds', s.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') in ${list}`,
  };
  const [row] = await queryRows<{ n: number }>(db, statements[kind]);
  return row.n;
}
