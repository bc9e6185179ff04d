import { messages } from '../../../common/messages';
import {
  SHARE_TOKEN_PATTERN,
  type CreateShareBody,
  type SharedReport,
  type SharedView,
} from '../../../common/schemas/sharing';
import { ALL_PLAYERS } from '../../../common/schemas/stats';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { AppError, badRequest, notFound } from '../../errors';
import { isProUser } from '../accounts/present-user';
import { newToken } from '../accounts/tokens';
import { getRound } from '../stats/service';
import * as repo from './repo';

const toIso = (value: Date | string) => new Date(value).toISOString();

/** The one answer for a token that does not name a working report: unknown, malformed, revoked alike. */
export const unavailable = () => new AppError(404, 'not_found', messages.sharedUnavailableTitle);

/** The link to the public page, from PUBLIC_URL (never the Host header: SECURITY.md rule 11). */
export const shareUrl = (publicUrl: string, token: string) => `${publicUrl}/shared/${token}`;

function present(row: repo.SharedReportListRow, publicUrl: string): SharedReport {
  return {
    _id: row.id,
    kind: row.kind,
    url: shareUrl(publicUrl, row.token),
    createdAt: toIso(row.created_at),
    course: row.course,
    playedAt: row.played_at === null ? null : toIso(row.played_at),
    player: row.kind === 'stats' ? (row.player ?? ALL_PLAYERS) : null,
    from: row.date_from,
    to: row.date_to,
  };
}

/**
 * A new link. A round report needs a round of the caller's own (another's is not found, rule 23);
 * a statistics report needs Pro (its figures are a Pro feature) and 'all' or one of the caller's
 * players.
 */
export async function createReport(db: Database, user: UserRow, body: CreateShareBody, publicUrl: string): Promise<SharedReport> {
  const { token } = newToken();
  let id: string;
  if (body.kind === 'round') {
    if (!(await repo.ownsRound(db, user.id, body.roundId))) throw notFound(messages.roundNotFound);
    id = await repo.insertReport(db, { kind: 'round', userId: user.id, token, roundId: body.roundId });
  } else {
    if (!isProUser(user)) throw new AppError(403, 'pro_required', messages.proRequired);
    const player = body.player === ALL_PLAYERS ? null : body.player;
    if (player !== null && !(await repo.hasPlayer(db, user.id, player))) {
      throw badRequest(messages.shareUnknownPlayer, 'invalid_request', { player: messages.shareUnknownPlayer });
    }
    id = await repo.insertReport(db, { kind: 'stats', userId: user.id, token, player, dateFrom: body.from, dateTo: body.to });
  }
  const row = await repo.findReportOfUser(db, user.id, id);
  if (!row) throw notFound();
  return present(row, publicUrl);
}

export async function listReports(db: Database, userId: string, publicUrl: string): Promise<SharedReport[]> {
  const rows = await repo.listActiveReports(db, userId);
  return rows.map((row) => present(row, publicUrl));
}

/** Only the owner revokes; another account's link, or one already revoked, is not found. */
export async function revokeReport(db: Database, userId: string, id: string): Promise<void> {
  if (!(await repo.revokeReport(db, userId, id))) throw notFound();
}

/**
 * What anyone holding the token sees: the scorecard, or the player's club figures over the range,
 * with the owner's display units. Nothing else about the owner (no e-mail, id or account name).
 * A statistics report shows only while its owner is Pro, as the figures are a Pro feature.
 */
export async function viewReport(db: Database, token: string, now = new Date()): Promise<SharedView> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw unavailable();
  const report = await repo.findActiveReportByToken(db, token);
  if (!report) throw unavailable();
  const common = {
    units: { distanceUnit: report.distanceUnit, speedUnit: report.speedUnit },
    createdAt: toIso(report.createdAt),
  };
  if (report.kind === 'round') {
    if (!report.roundId) throw unavailable();
    const round = await getRound(db, report.userId, report.roundId).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) throw unavailable();
      throw error;
    });
    const { _id: _omitted, ...scorecard } = round;
    return { kind: 'round', ...common, round: scorecard };
  }
  if (!isProUser(report, now) || !report.dateFrom || !report.dateTo) throw unavailable();
  const clubs = await repo.clubFigures(db, report.userId, { player: report.player, from: report.dateFrom, to: report.dateTo });
  return {
    kind: 'stats',
    ...common,
    player: report.player ?? ALL_PLAYERS,
    from: report.dateFrom,
    to: report.dateTo,
    shotCount: clubs.reduce((n, c) => n + c.shots, 0),
    clubs: clubs.map((c) => ({
      club: c.club,
      shots: c.shots,
      carryMean: c.carry_mean,
      carryMedian: c.carry_median,
      carryStdDev: c.carry_std_dev,
      totalMean: c.total_mean,
      ballSpeedMean: c.ball_speed_mean,
      clubSpeedMean: c.club_speed_mean,
    })),
  };
}
