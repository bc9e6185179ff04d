import { messages } from '../../../common/messages';
import {
  SHARE_TOKEN_PATTERN,
  type ParsedCreateShareBody,
  type SharedClip,
  type SharedReport,
  type SharedView,
} from '../../../common/schemas/sharing';
import type { AnalysisClub, AnalysisResponse, DispersionResponse, TrendsResponse } from '../../../common/schemas/analysis';
import { ALL_PLAYERS } from '../../../common/schemas/stats';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { AppError, badRequest, notFound } from '../../errors';
import { assertPro } from '../accounts/access';
import { isProUser } from '../accounts/present-user';
import { newToken, openToken, sealToken, sha256Hex } from '../accounts/tokens';
import { clubAnalysis, clubDispersion, clubTrends } from '../analysis/service';
import { getRound } from '../stats/service';
import * as repo from './repo';

const toIso = (value: Date | string) => new Date(value).toISOString();

/** The one answer for a token that does not name a working report: unknown, malformed, revoked, expired alike. */
export const unavailable = () => new AppError(404, 'not_found', messages.sharedUnavailableTitle);

/** The link to the public page, from PUBLIC_URL (never the Host header). */
export const shareUrl = (publicUrl: string, token: string) => `${publicUrl}/shared/${token}`;

function present(row: repo.SharedReportListRow, publicUrl: string, key: Buffer): SharedReport {
  // Null when the sealed copy cannot be opened (LINK_TOKEN_KEY changed): the link works, it cannot be shown.
  const token = row.token_sealed ? openToken(row.token_sealed, key) : null;
  return {
    _id: row.id,
    kind: row.kind,
    url: token === null ? null : shareUrl(publicUrl, token),
    createdAt: toIso(row.created_at),
    expiresAt: toIso(row.expires_at),
    course: row.course,
    playedAt: row.played_at === null ? null : toIso(row.played_at),
    player: row.kind === 'stats' ? (row.player ?? ALL_PLAYERS) : null,
    from: row.date_from,
    to: row.date_to,
    clip:
      row.clip_id === null
        ? null
        : { id: row.clip_id, shotId: row.clip_shot_id ?? '', camera: row.clip_camera as SharedClip['camera'], club: row.clip_club ?? '', takenAt: toIso(row.clip_taken_at ?? new Date(0)) },
  };
}

/** The client id of a ready clip of the account's; another account's, or one not ready, is refused alike. */
async function shareableClipClientId(db: Database, userId: string, clipId: string | undefined | null): Promise<string | null> {
  if (clipId === undefined || clipId === null) return null;
  const clip = await repo.findReadyClip(db, userId, clipId);
  if (!clip) throw notFound(messages.shareClipUnknown);
  return clip.client_id;
}

/**
 * A new link. A round report needs a round of the caller's own (another's is not found);
 * a statistics report needs Pro (its figures are a Pro feature) and 'all' or one of the caller's
 * players.
 */
export async function createReport(db: Database, user: SessionUser, body: ParsedCreateShareBody, publicUrl: string, key: Buffer): Promise<SharedReport> {
  const { token, hash } = newToken();
  const clipClientId = await shareableClipClientId(db, user.id, body.clipId);
  const stored = { userId: user.id, tokenHash: hash, tokenSealed: sealToken(token, key), expiresInDays: body.expiresInDays, clipClientId };
  let id: string;
  if (body.kind === 'round') {
    if (!(await repo.ownsRound(db, user.id, body.roundId))) throw notFound(messages.roundNotFound);
    id = await repo.insertReport(db, { ...stored, kind: 'round', roundId: body.roundId });
  } else {
    assertPro(user);
    const player = body.player === ALL_PLAYERS ? null : body.player;
    if (player !== null && !(await repo.hasPlayer(db, user.id, player))) {
      throw badRequest(messages.shareUnknownPlayer, 'invalid_request', { player: messages.shareUnknownPlayer });
    }
    id = await repo.insertReport(db, { ...stored, kind: 'stats', player, dateFrom: body.from, dateTo: body.to });
  }
  const row = await repo.findReportOfUser(db, user.id, id);
  if (!row) throw notFound();
  return present(row, publicUrl, key);
}

export async function listReports(db: Database, userId: string, publicUrl: string, key: Buffer): Promise<SharedReport[]> {
  const rows = await repo.listActiveReports(db, userId);
  return rows.map((row) => present(row, publicUrl, key));
}

/** Seals the clear tokens of links made before migration 0013, then forgets them; run at start. */
export async function sealLegacyShareTokens(db: Database, key: Buffer): Promise<number> {
  const rows = await repo.listLegacyShareTokens(db);
  for (const row of rows) await repo.sealLegacyShareToken(db, row.id, row.token, sealToken(row.token, key));
  return rows.length;
}

/** Only the owner revokes; another account's link, or one already revoked, is not found. */
export async function revokeReport(db: Database, userId: string, id: string): Promise<void> {
  if (!(await repo.revokeReport(db, userId, id))) throw notFound();
}

/** Shows a ready clip of the owner's with one of the owner's working links, or (null) none. */
export async function setReportClip(db: Database, userId: string, id: string, clipId: string | null, publicUrl: string, key: Buffer): Promise<SharedReport> {
  const clipClientId = await shareableClipClientId(db, userId, clipId);
  if (!(await repo.setReportClip(db, userId, id, clipClientId))) throw notFound();
  const row = await repo.findReportOfUser(db, userId, id);
  if (!row) throw notFound();
  return present(row, publicUrl, key);
}

/** What the page shows of a report's clip: addresses through the link's token, no ids. */
function presentSharedClip(clip: repo.ShareableClip, token: string): SharedClip {
  const base = `/api/shared/${token}/clip`;
  return {
    camera: clip.camera as SharedClip['camera'],
    club: clip.club,
    takenAt: toIso(clip.taken_at),
    fps: Number(clip.fps),
    durationMs: clip.duration_ms,
    impactMs: clip.impact_ms,
    width: clip.width,
    height: clip.height,
    rotation: clip.rotation,
    videoUrl: `${base}/video`,
    posterUrl: `${base}/poster`,
  };
}

/**
 * The clip of a working link, for serving its video or poster: unavailable (404) when the link is
 * unknown, revoked or expired, when it shows no clip, or when the clip is gone or not ready.
 */
export async function sharedClip(db: Database, token: string): Promise<repo.ShareableClip> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw unavailable();
  const report = await repo.findActiveReportByTokenHash(db, sha256Hex(token));
  if (!report?.clipClientId) throw unavailable();
  const clip = await repo.findReadyClipByClientId(db, report.userId, report.clipClientId);
  if (!clip) throw unavailable();
  return clip;
}

/**
 * What anyone holding the token sees: the scorecard, or the per-club analysis (gapping) of the
 * player over the days, with the owner's display units and mishit choice. Nothing else about the owner (no e-mail, id or account name).
 * A statistics report shows only while its owner is Pro, as the figures are a Pro feature.
 */
export async function viewReport(db: Database, token: string, now = new Date()): Promise<SharedView> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw unavailable();
  const report = await repo.findActiveReportByTokenHash(db, sha256Hex(token));
  if (!report) throw unavailable();
  const clip = report.clipClientId ? await repo.findReadyClipByClientId(db, report.userId, report.clipClientId) : undefined;
  const common = {
    units: { distanceUnit: report.distanceUnit, speedUnit: report.speedUnit },
    createdAt: toIso(report.createdAt),
    clip: clip ? presentSharedClip(clip, token) : null,
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
  const filter = statsFilter(report, now);
  return {
    kind: 'stats',
    ...common,
    player: filter.player ?? ALL_PLAYERS,
    from: filter.from,
    to: filter.to,
    analysis: await clubAnalysis(db, report.userId, filter),
  };
}

/** A statistics report's fixed filter; unavailable unless the owner is Pro (the analysis is a Pro feature). */
function statsFilter(report: repo.ActiveReport, now: Date): { player: string | null; from: string; to: string; fullSwingsOnly: true } {
  if (report.kind !== 'stats' || !isProUser(report, now) || !report.dateFrom || !report.dateTo) throw unavailable();
  // Full swings only, as the owner's Shot data opens.
  return { player: report.player, from: report.dateFrom, to: report.dateTo, fullSwingsOnly: true };
}

async function activeStatsReport(db: Database, token: string, now: Date) {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw unavailable();
  const report = await repo.findActiveReportByTokenHash(db, sha256Hex(token));
  if (!report) throw unavailable();
  return { userId: report.userId, filter: statsFilter(report, now) };
}

/** The gapping table over a statistics report's player and days. */
export async function viewAnalysis(db: Database, token: string, now = new Date()): Promise<AnalysisResponse> {
  const { userId, filter } = await activeStatsReport(db, token, now);
  return clubAnalysis(db, userId, filter);
}

/**
 * One club's dispersion over a statistics report's player and days. Shot ids are the database's
 * own: the points are numbered instead, so the page can tell them apart and learns nothing else.
 */
export async function viewDispersion(db: Database, token: string, club: AnalysisClub, now = new Date()): Promise<DispersionResponse> {
  const { userId, filter } = await activeStatsReport(db, token, now);
  const dispersion = await clubDispersion(db, userId, { ...filter, club });
  return { ...dispersion, points: dispersion.points.map((point, index) => ({ ...point, id: String(index + 1) })) };
}

/** One club's weekly trends over a statistics report's player and days. */
export async function viewTrends(db: Database, token: string, club: AnalysisClub, now = new Date()): Promise<TrendsResponse> {
  const { userId, filter } = await activeStatsReport(db, token, now);
  return clubTrends(db, userId, { ...filter, club });
}
