import { sql } from 'drizzle-orm';
import type { RoundItem, SessionItem, ShotItem } from '../../../common/schemas/ingest';
import { SHOT_METRIC_NAMES, SHOT_METRICS } from '../../../common/shot-metrics';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { raiseStatsVersion } from '../../db/stats-version';

/**
 * Stores a batch of rounds with their players, holes and scores in one statement. A round whose
 * clientId this account already uploaded is skipped with everything under it (ON CONFLICT DO
 * NOTHING); the items must have distinct clientIds. Returns how many rounds were new.
 */
export async function insertRounds(db: Database, userId: string, items: RoundItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await queryRows<{ stored: number }>(
    db,
    sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
          as x("clientId" text, course text, "playedAt" timestamptz, tees text, "courseRating" float8, "slopeRating" smallint,
               players jsonb, holes jsonb, scores jsonb)
      ), inserted as (
        insert into rounds (user_id, client_id, course, played_at, tees, course_rating, slope_rating)
        select ${userId}::uuid, "clientId", course, "playedAt", tees, "courseRating", "slopeRating" from input
        on conflict (user_id, client_id) do nothing
        returning id, client_id
      ), new_rounds as (
        select inserted.id, input.players, input.holes, input.scores
        from inserted join input on input."clientId" = inserted.client_id
      ), new_players as (
        insert into round_players (round_id, position, name)
        select n.id, p.ord - 1, p.name
        from new_rounds n cross join lateral jsonb_array_elements_text(n.players) with ordinality as p(name, ord)
      ), new_holes as (
        insert into round_holes (round_id, hole, par)
        select n.id, h.hole, h.par from new_rounds n cross join lateral jsonb_to_recordset(n.holes) as h(hole smallint, par smallint)
      ), new_scores as (
        insert into round_scores (round_id, player, hole, score, putts)
        select n.id, s.player, s.hole, s.score, s.putts
        from new_rounds n cross join lateral jsonb_to_recordset(n.scores) as s(player text, hole smallint, score integer, putts smallint)
      ), account_players as (
        insert into players (user_id, name)
        select distinct ${userId}::uuid, p.name from new_rounds n cross join lateral jsonb_array_elements_text(n.players) as p(name)
        on conflict do nothing
      ), ${raiseStatsVersion(userId, 'inserted')}
      select count(*)::int as stored from inserted`,
  );
  return rows[0]?.stored ?? 0;
}

/** This account's rounds among the given clientIds: their ids and hole numbers. */
export async function findRounds(db: Database, userId: string, clientIds: string[]): Promise<Map<string, { id: string; holes: number[] }>> {
  if (clientIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; client_id: string; holes: number[] }>(
    db,
    sql`select r.id, r.client_id, (select coalesce(json_agg(h.hole), '[]'::json) from round_holes h where h.round_id = r.id) as holes
        from rounds r
        where r.user_id = ${userId}::uuid and r.client_id in (select jsonb_array_elements_text(${JSON.stringify(clientIds)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.client_id, { id: r.id, holes: r.holes }]));
}

export type ShotRow = Omit<ShotItem, 'roundClientId' | 'sessionClientId'> & { roundId: string | null; sessionId?: string | null };

/** The metric columns, in SHOT_METRICS order: `jsonb_to_recordset`'s column list and the insert's. */
const metricInputColumns = sql.raw(SHOT_METRIC_NAMES.map((name) => `"${name}" float8`).join(', '));
const metricColumns = sql.raw(SHOT_METRIC_NAMES.map((name) => SHOT_METRICS[name].column).join(', '));
const metricInputs = sql.raw(SHOT_METRIC_NAMES.map((name) => `"${name}"`).join(', '));

/**
 * Stores a batch of shots in one statement; shots whose clientId this account already uploaded
 * are skipped (ON CONFLICT DO NOTHING). The same statement adds the new shots to the account's
 * players and to the per-club running totals. Returns how many were new.
 */
export async function insertShots(db: Database, userId: string, items: ShotRow[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await queryRows<{ stored: number }>(
    db,
    sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(
          "clientId" text, player text, club text, "takenAt" timestamptz, kind text, "roundId" uuid, "sessionId" uuid, hole smallint,
          ${metricInputColumns}, measured text[], fairway text, partial boolean)
      ), inserted as (
        insert into shots (user_id, client_id, player, club, taken_at, kind, round_id, session_id, hole, ${metricColumns}, measured, fairway, partial)
        select ${userId}::uuid, "clientId", player, club, "takenAt", kind, "roundId", "sessionId", hole, ${metricInputs}, measured, fairway, coalesce(partial, false)
        from input
        on conflict (user_id, client_id) do nothing
        returning player, club, partial, carry, ball_speed, club_speed
      ), account_players as (
        insert into players (user_id, name)
        select distinct ${userId}::uuid, player from inserted
        on conflict do nothing
      ), club_totals as (
        -- Only what this statement stored: a repeated upload adds nothing. Exact decimal sums of each
        -- value's shortest text: the same whatever the order and batches the shots came in. In key order, so that
        -- two batches of one account wait for each other instead of deadlocking.
        insert into shot_club_totals as t (user_id, player, club, partial, shots, carry_sum, smash_shots, smash_sum)
        select ${userId}::uuid, player, club, partial, count(*), sum(carry::text::numeric), count(club_speed), coalesce(sum((ball_speed / club_speed)::text::numeric), 0)
        from inserted group by player, club, partial order by player, club, partial
        on conflict (user_id, player, club, partial) do update set
          shots = t.shots + excluded.shots,
          carry_sum = t.carry_sum + excluded.carry_sum,
          smash_shots = t.smash_shots + excluded.smash_shots,
          smash_sum = t.smash_sum + excluded.smash_sum
      ), ${raiseStatsVersion(userId, 'inserted')}
      select count(*)::int as stored from inserted`,
  );
  return rows[0]?.stored ?? 0;
}

/** A session as stored: the upload's fields and where it came from ('app', or an importer's format). */
export type SessionRow = SessionItem & { source: string };

/**
 * Stores a batch of range sessions in one statement; a clientId this account already used is
 * skipped (ON CONFLICT DO NOTHING). The items must have distinct clientIds. Returns how many were new.
 * A session without shots changes no figure, so the stats version stays.
 */
export async function insertSessions(db: Database, userId: string, items: SessionRow[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await queryRows<{ stored: number }>(
    db,
    sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(
          "clientId" text, kind text, source text, "startedAt" timestamptz, "endedAt" timestamptz, name text, location text, device text)
      ), inserted as (
        insert into range_sessions (user_id, client_id, kind, source, started_at, ended_at, name, location, device)
        select ${userId}::uuid, "clientId", kind, source, "startedAt", "endedAt", name, location, device from input
        on conflict (user_id, client_id) do nothing
        returning 1
      )
      select count(*)::int as stored from inserted`,
  );
  return rows[0]?.stored ?? 0;
}

/** This account's sessions among the given clientIds: clientId to id. */
export async function findSessions(db: Database, userId: string, clientIds: string[]): Promise<Map<string, string>> {
  if (clientIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; client_id: string }>(
    db,
    sql`select id, client_id from range_sessions
        where user_id = ${userId}::uuid and client_id in (select jsonb_array_elements_text(${JSON.stringify(clientIds)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.client_id, r.id]));
}
