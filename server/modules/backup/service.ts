import { TextDecoder } from 'node:util';
import { messages } from '../../../common/messages';
import {
  BACKUP_FORMAT,
  BACKUP_LISTED_REJECTIONS,
  BACKUP_VERSION,
  backupEndSchema,
  backupHeaderSchema,
  backupOverrideSchema,
  backupPlayerSchema,
  backupShareSchema,
  type BackupCounts,
  type BackupHeader,
  type RestoreProgressLine,
  type RestoreResult,
} from '../../../common/schemas/backup';
import { storedSessionItemSchema, type IngestResponse } from '../../../common/schemas/ingest';
import type { UnitPreferences } from '../../../common/units';
import type { Database } from '../../db/client';
import { containsBadText } from '../../bad-text';
import { AppError } from '../../errors';
import { boundedLines } from '../../plugins/lines';
import { newToken, sealToken } from '../accounts/tokens';
import * as ingestRepo from '../ingest/repo';
import { describeIssue, ingestRounds, ingestShots, sortItems } from '../ingest/service';
import * as repo from './repo';

/**
 * The account backup (docs/backup-format.md): one streamed NDJSON download of rounds,
 * sessions, shots and overrides, and its restore, which stores through the upload's own validation
 * and statements: into an empty account it gives every figure back, into the same account it
 * stores nothing (every item is known by its clientId).
 */

const PAGE = { players: 5000, rounds: 500, sessions: 1000, shots: 5000, overrides: 5000, shares: 1000 } as const;
const BATCH = 1000;
/** A shot with every measurement is under 1 kB; a round of 8 players' scorecards under 20 kB. */
export const BACKUP_MAX_LINE_BYTES = 256 * 1024;
const MAX_LINE_CHARS = BACKUP_MAX_LINE_BYTES;

export function backupFilename(now = new Date()): string {
  return `opengolfsim-backup-${now.toISOString().slice(0, 10)}.ndjson`;
}

/** The lines of the backup, page by page: header, players, rounds, sessions, shots, overrides, shared reports, end. */
export async function* backupLines(db: Database, userId: string, now = new Date()): AsyncGenerator<string> {
  const found = await repo.counts(db, userId);
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    counts: { players: found.players, rounds: found.rounds, sessions: found.sessions, shots: found.shots, overrides: found.overrides, shares: found.shares },
    preferences: {
      distanceUnit: found.distanceUnit,
      speedUnit: found.speedUnit,
      hideMishits: found.hideMishits,
      ...(found.shotDataPlayer === null ? {} : { shotDataPlayer: found.shotDataPlayer }),
    },
  };
  yield `${JSON.stringify(header)}\n`;
  const written: BackupCounts = { players: 0, rounds: 0, sessions: 0, shots: 0, overrides: 0, shares: 0 };
  const readers = { players: repo.playersPage, rounds: repo.roundsPage, sessions: repo.sessionsPage, shots: repo.shotsPage, overrides: repo.overridesPage, shares: repo.sharesPage };
  for (const kind of ['players', 'rounds', 'sessions', 'shots', 'overrides', 'shares'] as const) {
    let after: string[] | null = null;
    for (;;) {
      const page: repo.Page = await readers[kind](db, userId, after, PAGE[kind]);
      if (page.rows > 0) yield page.body;
      written[kind] += page.rows;
      if (page.rows < PAGE[kind] || !page.next) break;
      after = page.next;
    }
  }
  yield `${JSON.stringify({ type: 'end', counts: written })}\n`;
}

type Kind = 'player' | 'round' | 'session' | 'shot' | 'override' | 'share';

/** The lines of a backup as text, none longer than BACKUP_MAX_LINE_BYTES (LineTooLongError past it). */
async function* backupText(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<string> {
  const utf8 = new TextDecoder('utf-8');
  for await (const { bytes } of boundedLines(chunks, BACKUP_MAX_LINE_BYTES)) yield utf8.decode(bytes);
}

/** Reads the first line and checks it is a backup header of a version this site reads. */
export async function openBackup(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<{ header: BackupHeader; lines: AsyncIterator<string> }> {
  const lines = backupText(chunks);
  const first = await lines.next();
  let parsed: unknown;
  try {
    parsed = first.done ? null : JSON.parse(first.value);
  } catch {
    parsed = null;
  }
  const header = backupHeaderSchema.safeParse(parsed);
  if (!header.success) {
    const versionOnly = header.error.issues.every((issue) => issue.path[0] === 'version');
    throw new AppError(400, 'backup_unreadable', versionOnly ? messages.backupUnknownVersion : messages.backupNotABackup);
  }
  return { header: header.data, lines };
}

/**
 * Restores an opened backup into the account: consecutive lines of a kind are stored 1,000 at a
 * time through the upload's validation and statements, so a bad line is rejected alone (with its
 * line number) and the rest is stored. Progress after each batch.
 */
export async function restore(
  db: Database,
  userId: string,
  units: UnitPreferences,
  opened: { header: BackupHeader; lines: AsyncIterator<string> },
  onProgress: (line: RestoreProgressLine) => void,
  linkTokenKey: Buffer,
): Promise<RestoreResult> {
  const empty = await repo.isEmpty(db, userId);
  const result: RestoreResult = {
    players: { stored: 0, duplicates: 0 },
    rounds: { stored: 0, duplicates: 0 },
    sessions: { stored: 0, duplicates: 0 },
    shots: { stored: 0, duplicates: 0 },
    overrides: { stored: 0, duplicates: 0 },
    shares: { stored: 0, duplicates: 0 },
    rejected: [],
    rejectedCount: 0,
    complete: false,
    preferencesApplied: false,
  };
  const reject = (line: number, error: string) => {
    result.rejectedCount++;
    if (result.rejected.length < BACKUP_LISTED_REJECTIONS) result.rejected.push({ line, error: `line ${line}: ${error}` });
  };
  const seen: BackupCounts = { players: 0, rounds: 0, sessions: 0, shots: 0, overrides: 0, shares: 0 };
  let batch: { kind: Kind; items: unknown[]; lines: number[] } | null = null;
  let lineNumber = 1;

  const flush = async () => {
    if (!batch) return;
    const { kind, items, lines } = batch;
    batch = null;
    const answer = await store(db, userId, units, kind, items, linkTokenKey);
    const into = result[`${kind}s` as const];
    into.stored += answer.stored;
    into.duplicates += answer.duplicates;
    for (const r of answer.rejected) reject(lines[r.index], r.error);
    const total = (k: 'stored' | 'duplicates') => result.players[k] + result.rounds[k] + result.sessions[k] + result.shots[k] + result.overrides[k] + result.shares[k];
    onProgress({ type: 'progress', lines: lineNumber, stored: total('stored'), duplicates: total('duplicates'), rejected: result.rejectedCount });
  };

  let end: BackupCounts | null = null;
  for (;;) {
    const next = await opened.lines.next();
    if (next.done) break;
    lineNumber++;
    const text = next.value;
    if (text.trim() === '') continue;
    if (end) {
      reject(lineNumber, messages.backupUnknownType);
      continue;
    }
    if (text.length > MAX_LINE_CHARS) {
      reject(lineNumber, messages.backupLineTooLong);
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      reject(lineNumber, messages.backupNotJson);
      continue;
    }
    // Every type of line, before anything of it is stored: text the database cannot hold is refused here.
    if (containsBadText(value)) {
      reject(lineNumber, `item: ${messages.invalidText}`);
      continue;
    }
    const { type, ...item } = value as { type?: unknown };
    if (type === 'end') {
      const parsed = backupEndSchema.safeParse(value);
      if (parsed.success) end = parsed.data.counts;
      else reject(lineNumber, messages.backupUnknownType);
      continue;
    }
    if (type !== 'player' && type !== 'round' && type !== 'session' && type !== 'shot' && type !== 'override' && type !== 'share') {
      reject(lineNumber, messages.backupUnknownType);
      continue;
    }
    seen[`${type}s`]++;
    if (batch && (batch.kind !== type || batch.items.length >= BATCH)) await flush();
    batch ??= { kind: type, items: [], lines: [] };
    batch.items.push(item);
    batch.lines.push(lineNumber);
  }
  await flush();
  // A batch is judged when it is stored: the lines of the one before a bad line may come after it.
  result.rejected.sort((a, b) => a.line - b.line);

  result.complete = end !== null && (Object.keys(seen) as (keyof BackupCounts)[]).every((k) => seen[k] === end![k]);
  if (empty && result.complete) {
    await repo.setPreferences(db, userId, opened.header.preferences);
    result.preferencesApplied = true;
  }
  return result;
}

/** One batch of one kind, through the upload's own validation and statements. */
async function store(db: Database, userId: string, units: UnitPreferences, kind: Kind, items: unknown[], linkTokenKey: Buffer): Promise<IngestResponse> {
  if (kind === 'round') return ingestRounds(db, userId, items, units);
  if (kind === 'share') return storeShares(db, userId, units, items, linkTokenKey);
  if (kind === 'player') {
    const { valid, rejected, duplicates } = sortPlayers(items, units);
    const stored = await repo.insertPlayers(
      db,
      userId,
      valid.map((v) => v.item),
    );
    return { stored, duplicates: duplicates + valid.length - stored, rejected };
  }
  if (kind === 'shot') return ingestShots(db, userId, items, units);
  if (kind === 'session') {
    const { valid, rejected, duplicates } = sortItems(items, storedSessionItemSchema, units);
    const stored = await ingestRepo.insertSessions(
      db,
      userId,
      valid.map((v) => v.item),
    );
    return { stored, duplicates: duplicates + valid.length - stored, rejected };
  }
  const parsed = items.map((raw, index) => ({ index, parsed: backupOverrideSchema.safeParse(raw) }));
  const rejected = parsed.flatMap((p) => (p.parsed.success ? [] : [{ index: p.index, error: describeIssue(p.parsed.error.issues[0], units) }]));
  const valid = parsed.flatMap((p) => (p.parsed.success ? [{ index: p.index, item: p.parsed.data }] : []));
  const { stored, unknown } = await repo.insertOverrides(
    db,
    userId,
    valid.map((v) => v.item),
  );
  const unknownIds = new Set(unknown);
  const known = valid.filter((v) => !unknownIds.has(v.item.shotClientId));
  for (const v of valid) if (unknownIds.has(v.item.shotClientId)) rejected.push({ index: v.index, error: `shotClientId: ${messages.shotNotFound}` });
  rejected.sort((a, b) => a.index - b.index);
  return { stored, duplicates: known.length - stored, rejected };
}

/** Shared reports' settings, each stored with a new link of this account. */
async function storeShares(db: Database, userId: string, units: UnitPreferences, items: unknown[], linkTokenKey: Buffer): Promise<IngestResponse> {
  const parsed = items.map((raw, index) => ({ index, parsed: backupShareSchema.safeParse(raw) }));
  const rejected = parsed.flatMap((p) => (p.parsed.success ? [] : [{ index: p.index, error: describeIssue(p.parsed.error.issues[0], units) }]));
  const valid = parsed.flatMap((p) => (p.parsed.success ? [{ index: p.index, item: p.parsed.data }] : []));
  const { stored, unknownRounds } = await repo.insertShares(
    db,
    userId,
    valid.map((v) => {
      const { token, hash } = newToken();
      return { ...v.item, tokenHash: hash, tokenSealed: sealToken(token, linkTokenKey) };
    }),
  );
  const unknown = new Set(unknownRounds);
  const known = valid.filter((v) => !(v.item.kind === 'round' && unknown.has(v.item.roundClientId)));
  for (const v of valid) if (v.item.kind === 'round' && unknown.has(v.item.roundClientId)) rejected.push({ index: v.index, error: `roundClientId: ${messages.roundNotFound}` });
  rejected.sort((a, b) => a.index - b.index);
  return { stored, duplicates: known.length - stored, rejected };
}

/** Players checked one by one; a name repeated in the batch is a duplicate. */
function sortPlayers(items: unknown[], units: UnitPreferences) {
  const rejected: { index: number; error: string }[] = [];
  const valid: { index: number; item: { name: string } }[] = [];
  const names = new Set<string>();
  let duplicates = 0;
  items.forEach((raw, index) => {
    const parsed = backupPlayerSchema.safeParse(raw);
    if (!parsed.success) rejected.push({ index, error: describeIssue(parsed.error.issues[0], units) });
    else if (names.has(parsed.data.name)) duplicates++;
    else {
      names.add(parsed.data.name);
      valid.push({ index, item: parsed.data });
    }
  });
  return { valid, rejected, duplicates };
}
