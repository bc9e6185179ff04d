import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sharedReports } from '../../db/schema/shared-reports';
import { users } from '../../db/schema/users';
import { queryRows } from '../../db/query';

/** What a report keeps of its link token: the hash that finds it, the copy sealed for showing it again. */
export interface StoredShareToken {
  tokenHash: string;
  tokenSealed: string;
}

interface NewReportCommon extends StoredShareToken {
  userId: string;
  expiresInDays: number;
  clipClientId: string | null;
}

export type NewSharedReport =
  | (NewReportCommon & { kind: 'round'; roundId: string })
  | (NewReportCommon & { kind: 'stats'; player: string | null; dateFrom: string; dateTo: string });

export interface SharedReportListRow {
  id: string;
  token_sealed: string | null;
  expires_at: Date | string;
  kind: 'round' | 'stats';
  created_at: Date | string;
  course: string | null;
  played_at: Date | string | null;
  player: string | null;
  date_from: string | null;
  date_to: string | null;
  clip_id: string | null;
  clip_shot_id: string | null;
  clip_camera: string | null;
  clip_club: string | null;
  clip_taken_at: Date | string | null;
}

/** A ready clip of the account's with what a report shows of it and its shot. */
export interface ShareableClip {
  id: string;
  client_id: string;
  content_type: string;
  camera: string;
  fps: number;
  duration_ms: number | null;
  impact_ms: number | null;
  width: number | null;
  height: number | null;
  rotation: number | null;
  club: string;
  taken_at: Date | string;
}

const clipColumns = sql`c.id, c.client_id, c.content_type, c.camera, coalesce(c.frame_rate, c.fps) as fps, c.duration_ms, c.impact_ms,
  c.width, c.height, c.rotation, sh.club, sh.taken_at`;

/** The account's clip of this id, when it is ready to play. */
export async function findReadyClip(db: Database, userId: string, clipId: string): Promise<ShareableClip | undefined> {
  const rows = await queryRows<ShareableClip>(
    db,
    sql`select ${clipColumns} from clips c join shots sh on sh.id = c.shot_id and sh.user_id = c.user_id
        where c.user_id = ${userId}::uuid and c.id = ${clipId}::uuid and c.status = 'ready'`,
  );
  return rows[0];
}

/** The account's clip of this client id, when it is ready to play. */
export async function findReadyClipByClientId(db: Database, userId: string, clientId: string): Promise<ShareableClip | undefined> {
  const rows = await queryRows<ShareableClip>(
    db,
    sql`select ${clipColumns} from clips c join shots sh on sh.id = c.shot_id and sh.user_id = c.user_id
        where c.user_id = ${userId}::uuid and c.client_id = ${clientId} and c.status = 'ready'`,
  );
  return rows[0];
}

/** True when the round exists and belongs to the account. */
export async function ownsRound(db: Database, userId: string, roundId: string): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(db, sql`select 1 as ok from rounds where id = ${roundId}::uuid and user_id = ${userId}::uuid`);
  return rows.length > 0;
}

/** True when the name is one of the account's players. */
export async function hasPlayer(db: Database, userId: string, player: string): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(db, sql`select 1 as ok from players where user_id = ${userId}::uuid and name = ${player}`);
  return rows.length > 0;
}

export async function insertReport(db: Database, report: NewSharedReport): Promise<string> {
  const common = {
    userId: report.userId,
    tokenHash: report.tokenHash,
    tokenSealed: report.tokenSealed,
    kind: report.kind,
    clipClientId: report.clipClientId,
    expiresAt: sql`now() + make_interval(days => ${report.expiresInDays})`,
  };
  const values =
    report.kind === 'round'
      ? { ...common, roundId: report.roundId }
      : { ...common, player: report.player, dateFrom: report.dateFrom, dateTo: report.dateTo };
  const [row] = await db.insert(sharedReports).values(values).returning({ id: sharedReports.id });
  return row.id;
}

const listColumns = sql`s.id, s.token_sealed, s.expires_at, s.kind, s.created_at, r.course, r.played_at, s.player,
  to_char(s.date_from, 'YYYY-MM-DD') as date_from, to_char(s.date_to, 'YYYY-MM-DD') as date_to,
  c.id as clip_id, c.shot_id::text as clip_shot_id, c.camera as clip_camera, sh.club as clip_club, sh.taken_at as clip_taken_at`;
/** A report's round, and its clip while that is ready to play. */
const listJoins = sql`left join rounds r on r.id = s.round_id
  left join clips c on c.user_id = s.user_id and c.client_id = s.clip_client_id and c.status = 'ready'
  left join shots sh on sh.id = c.shot_id and sh.user_id = s.user_id`;

/** The account's links that still work (neither revoked nor expired), newest first, with their round's course and date. */
export function listActiveReports(db: Database, userId: string): Promise<SharedReportListRow[]> {
  return queryRows<SharedReportListRow>(
    db,
    sql`select ${listColumns}
        from shared_reports s ${listJoins}
        where s.user_id = ${userId}::uuid and s.revoked_at is null and s.expires_at > now()
        order by s.created_at desc, s.id`,
  );
}

export async function findReportOfUser(db: Database, userId: string, id: string): Promise<SharedReportListRow | undefined> {
  const rows = await queryRows<SharedReportListRow>(
    db,
    sql`select ${listColumns}
        from shared_reports s ${listJoins}
        where s.id = ${id}::uuid and s.user_id = ${userId}::uuid`,
  );
  return rows[0];
}

/** Revokes one of the account's own working links; false when there is none such. */
export async function revokeReport(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(sharedReports)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sharedReports.id, id), eq(sharedReports.userId, userId), isNull(sharedReports.revokedAt)))
    .returning({ id: sharedReports.id });
  return rows.length > 0;
}

/** Sets (or, with null, clears) the clip of one of the account's working links; false when there is none such. */
export async function setReportClip(db: Database, userId: string, id: string, clipClientId: string | null): Promise<boolean> {
  const rows = await db
    .update(sharedReports)
    .set({ clipClientId })
    .where(and(eq(sharedReports.id, id), eq(sharedReports.userId, userId), isNull(sharedReports.revokedAt), gt(sharedReports.expiresAt, sql`now()`)))
    .returning({ id: sharedReports.id });
  return rows.length > 0;
}

export interface ActiveReport {
  userId: string;
  kind: 'round' | 'stats';
  roundId: string | null;
  player: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  clipClientId: string | null;
  createdAt: Date;
  distanceUnit: 'yd' | 'm';
  speedUnit: 'mph' | 'kmh';
  stripeActive: boolean;
  stripeExpiresAt: Date | null;
}

/** The working (neither revoked nor expired) report a token's hash names, with what the owner's account says about showing it. */
export async function findActiveReportByTokenHash(db: Database, tokenHash: string): Promise<ActiveReport | undefined> {
  const rows = await db
    .select({
      userId: sharedReports.userId,
      kind: sharedReports.kind,
      roundId: sharedReports.roundId,
      player: sharedReports.player,
      dateFrom: sharedReports.dateFrom,
      dateTo: sharedReports.dateTo,
      clipClientId: sharedReports.clipClientId,
      createdAt: sharedReports.createdAt,
      distanceUnit: users.distanceUnit,
      speedUnit: users.speedUnit,
      stripeActive: users.stripeActive,
      stripeExpiresAt: users.stripeExpiresAt,
    })
    .from(sharedReports)
    .innerJoin(users, eq(users.id, sharedReports.userId))
    .where(and(eq(sharedReports.tokenHash, tokenHash), isNull(sharedReports.revokedAt), gt(sharedReports.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0];
}

/** Reports made before migration 0013 whose clear token still waits to be sealed. */
export function listLegacyShareTokens(db: Database): Promise<{ id: string; token: string }[]> {
  return db
    .select({ id: sharedReports.id, token: sharedReports.token })
    .from(sharedReports)
    .where(isNotNull(sharedReports.token))
    .then((rows) => rows.map((row) => ({ id: row.id, token: row.token ?? '' })));
}

/** Seals one legacy token and forgets its clear text, unless another instance did it first. */
export async function sealLegacyShareToken(db: Database, id: string, token: string, tokenSealed: string): Promise<void> {
  await db.update(sharedReports).set({ tokenSealed, token: null }).where(and(eq(sharedReports.id, id), eq(sharedReports.token, token)));
}
