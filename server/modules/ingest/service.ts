import type { z } from 'zod';
import { messages } from '../../../common/messages';
import { roundItemSchema, sessionItemSchema, shotItemSchema, type IngestResponse, type RoundItem, type SessionItem } from '../../../common/schemas/ingest';
import { APP_SESSION_SOURCE } from '../../../common/schemas/sessions';
import { limitText, metricUnit, SHOT_METRICS, type ShotMetricName } from '../../../common/shot-metrics';
import { fillMessage } from '../../../common/stats-format';
import { DEFAULT_UNITS, type UnitPreferences } from '../../../common/units';
import { containsBadText } from '../../bad-text';
import type { Database } from '../../db/client';
import * as repo from './repo';

type Rejection = IngestResponse['rejected'][number];

/** `holes[2].par`: where in the item the problem is. */
function pathText(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('');
}

/**
 * One reason per rejected item: the first problem, named by its field. A measurement out of its
 * range gives the range in the account's units ('ballSpeed: must be between 0.3 and 234.8 mph').
 */
export function describeIssue(issue: z.core.$ZodIssue, units: UnitPreferences = DEFAULT_UNITS): string {
  const field = issue.path.length === 1 ? String(issue.path[0]) : null;
  if ((issue.code === 'too_small' || issue.code === 'too_big') && field !== null && field in SHOT_METRICS) {
    const name = field as ShotMetricName;
    const range = { min: limitText(name, 'min', units), max: limitText(name, 'max', units), unit: metricUnit(name, units) };
    return `${field}: ${fillMessage(messages.ingestOutOfRangeUnit, range)}`;
  }
  if (issue.code === 'unrecognized_keys') {
    const where = pathText([...issue.path, issue.keys[0]]);
    return `${where}: ${messages.ingestUnknownField}`;
  }
  if (issue.path.length === 0) return issue.code === 'invalid_type' ? `item: ${messages.ingestNotAnObject}` : issue.message;
  return `${pathText(issue.path)}: ${issue.message}`;
}

/**
 * Validates each item on its own; the first item with a clientId wins, later ones are duplicates.
 * NUL characters and lone surrogates are refused here, item by item (the routes leave them to this).
 */
export function sortItems<T extends { clientId: string }>(
  items: unknown[],
  schema: z.ZodType<T>,
  units: UnitPreferences,
): { valid: { index: number; item: T }[]; rejected: Rejection[]; duplicates: number } {
  const valid: { index: number; item: T }[] = [];
  const rejected: Rejection[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  items.forEach((raw, index) => {
    if (containsBadText(raw)) {
      rejected.push({ index, error: `item: ${messages.invalidText}` });
      return;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      rejected.push({ index, error: describeIssue(parsed.error.issues[0], units) });
      return;
    }
    if (seen.has(parsed.data.clientId)) {
      duplicates++;
      return;
    }
    seen.add(parsed.data.clientId);
    valid.push({ index, item: parsed.data });
  });
  return { valid, rejected, duplicates };
}

/** `POST /api/ingest/rounds`: stores the good items, reports each bad one by its index. */
export async function ingestRounds(db: Database, userId: string, items: unknown[], units: UnitPreferences): Promise<IngestResponse> {
  const { valid, rejected, duplicates } = sortItems<RoundItem>(items, roundItemSchema, units);
  const stored = await repo.insertRounds(
    db,
    userId,
    valid.map((v) => v.item),
  );
  return { stored, duplicates: duplicates + valid.length - stored, rejected };
}

/** `POST /api/ingest/sessions`: range sessions, stored as the app's ('app' is their source). */
export async function ingestSessions(db: Database, userId: string, items: unknown[], units: UnitPreferences): Promise<IngestResponse> {
  const { valid, rejected, duplicates } = sortItems<SessionItem>(items, sessionItemSchema, units);
  const stored = await repo.insertSessions(
    db,
    userId,
    valid.map((v) => ({ ...v.item, source: APP_SESSION_SOURCE })),
  );
  return { stored, duplicates: duplicates + valid.length - stored, rejected };
}

/**
 * `POST /api/ingest/shots`. A shot's `roundClientId` must name a round of the same account
 * uploaded before, and its hole one of that round's holes; its `sessionClientId` a session of the
 * same account uploaded before. A shot that does not is rejected, the others are stored.
 */
export async function ingestShots(db: Database, userId: string, items: unknown[], units: UnitPreferences): Promise<IngestResponse> {
  const sorted = sortItems(items, shotItemSchema, units);
  const rejected = [...sorted.rejected];
  const named = (key: 'roundClientId' | 'sessionClientId') => [...new Set(sorted.valid.flatMap((v) => (v.item[key] === undefined ? [] : [v.item[key]])))];
  const [rounds, sessions] = await Promise.all([
    repo.findRounds(db, userId, named('roundClientId')),
    repo.findSessions(db, userId, named('sessionClientId')),
  ]);
  const rows: repo.ShotRow[] = [];
  for (const { index, item } of sorted.valid) {
    const { roundClientId, sessionClientId, ...shot } = item;
    const round = roundClientId === undefined ? null : rounds.get(roundClientId);
    if (round === undefined) {
      rejected.push({ index, error: `roundClientId: ${messages.ingestUnknownRound}` });
      continue;
    }
    if (round && shot.hole !== undefined && !round.holes.includes(shot.hole)) {
      rejected.push({ index, error: `hole: ${messages.ingestShotUnknownHole}` });
      continue;
    }
    const sessionId = sessionClientId === undefined ? null : sessions.get(sessionClientId);
    if (sessionId === undefined) {
      rejected.push({ index, error: `sessionClientId: ${messages.ingestUnknownSession}` });
      continue;
    }
    rows.push({ ...shot, roundId: round?.id ?? null, sessionId });
  }
  rejected.sort((a, b) => a.index - b.index);
  const stored = await repo.insertShots(db, userId, rows);
  return { stored, duplicates: sorted.duplicates + rows.length - stored, rejected };
}
