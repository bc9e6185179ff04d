import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sharedReports } from '../../db/schema/shared-reports';
import { users } from '../../db/schema/users';
import { queryRows } from '../ingest/repo';

export type NewSharedReport =
  | { kind: 'round'; userId: string; token: string; roundId: string }
  | { kind: 'stats'; userId: string; token: string; player: string | null; dateFrom: string; dateTo: string };

export interface SharedReportListRow {
  id: string;
  token: string;
  kind: 'round' | 'stats';
  created_at: Date | string;
  course: string | null;
  played_at: Date | string | null;
  player: string | null;
  date_from: string | null;
  date_to: string | null;
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
  const values =
    report.kind === 'round'
      ? { userId: report.userId, token: report.token, kind: report.kind, roundId: report.roundId }
      : {
          userId: report.userId,
          token: report.token,
          kind: report.kind,
          player: report.player,
          dateFrom: report.dateFrom,
          dateTo: report.dateTo,
        };
  const [row] = await db.insert(sharedReports).values(values).returning({ id: sharedReports.id });
  return row.id;
}

const listColumns = sql`s.id, s.token, s.kind, s.created_at, r.course, r.played_at, s.player,
  to_char(s.date_from, 'YYYY-MM-DD') as date_from, to_char(s.date_to, 'YYYY-MM-DD') as date_to`;

/** The account's links that still work, newest first, with their round's course and date. */
export function listActiveReports(db: Database, userId: string): Promise<SharedReportListRow[]> {
  return queryRows<SharedReportListRow>(
    db,
    sql`select ${listColumns}
        from shared_reports s left join rounds r on r.id = s.round_id
        where s.user_id = ${userId}::uuid and s.revoked_at is null
        order by s.created_at desc, s.id`,
  );
}

export async function findReportOfUser(db: Database, userId: string, id: string): Promise<SharedReportListRow | undefined> {
  const rows = await queryRows<SharedReportListRow>(
    db,
    sql`select ${listColumns}
        from shared_reports s left join rounds r on r.id = s.round_id
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

export interface ActiveReport {
  userId: string;
  kind: 'round' | 'stats';
  roundId: string | null;
  player: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  createdAt: Date;
  distanceUnit: 'yd' | 'm';
  speedUnit: 'mph' | 'kmh';
  stripeActive: boolean;
  stripeExpiresAt: Date | null;
}

/** The working (unrevoked) report a token names, with what the owner's account says about showing it. */
export async function findActiveReportByToken(db: Database, token: string): Promise<ActiveReport | undefined> {
  const rows = await db
    .select({
      userId: sharedReports.userId,
      kind: sharedReports.kind,
      roundId: sharedReports.roundId,
      player: sharedReports.player,
      dateFrom: sharedReports.dateFrom,
      dateTo: sharedReports.dateTo,
      createdAt: sharedReports.createdAt,
      distanceUnit: users.distanceUnit,
      speedUnit: users.speedUnit,
      stripeActive: users.stripeActive,
      stripeExpiresAt: users.stripeExpiresAt,
    })
    .from(sharedReports)
    .innerJoin(users, eq(users.id, sharedReports.userId))
    .where(and(eq(sharedReports.token, token), isNull(sharedReports.revokedAt)))
    .limit(1);
  return rows[0];
}
