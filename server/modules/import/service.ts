import { setImmediate as nextTurn } from 'node:timers/promises';
import { TextDecoder } from 'node:util';
import { messages } from '../../../common/messages';
import {
  IMPORT_LISTED_UNREADABLE,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_SOURCE_PLAYERS,
  IMPORT_PREVIEW_ROWS,
  type ImportPreview,
  type ImportProgressLine,
  type ImportQuery,
  type ImportResult,
  type ImportedShot,
  type ImportFormat,
  IMPORT_FORMAT_NAMES,
} from '../../../common/schemas/import';
import { playerNameField } from '../../../common/schemas/ingest';
import { fillMessage } from '../../../common/stats-format';
import type { Database } from '../../db/client';
import { AppError, badRequest } from '../../errors';
import * as ingestRepo from '../ingest/repo';
import type { SessionRow } from '../ingest/repo';
import { importClientId, ImportFileError, openShotFile } from './reader';
import type { FileInfo, RowResult } from './read-types';

/**
 * CSV import (docs/decisions/012): the file arrives as a stream of bytes, is decoded and
 * read a piece at a time, and its shots are stored 1,000 at a time by the ingest statement (the
 * same idempotent insert that keeps players and per-club totals), yielding to other requests
 * between batches. Memory holds one batch and one hash per shot, never the file.
 */
export const IMPORT_BATCH = 1000;

const fileError = (message: string) => new AppError(400, 'import_unreadable', message);

/** Bytes to text: UTF-8 (a byte order mark dropped), or Windows-1252 from the first invalid byte on. */
async function* decode(chunks: AsyncIterable<Uint8Array>, read: { bytes: number }): AsyncGenerator<string> {
  let utf8: TextDecoder | null = new TextDecoder('utf-8', { fatal: true });
  const legacy = new TextDecoder('windows-1252');
  // Read by hand, not with for-await: a refusal must leave the body undestroyed, for the route to drain it.
  const iterator = chunks[Symbol.asyncIterator]();
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = next.value;
    read.bytes += chunk.length;
    if (read.bytes > IMPORT_MAX_BYTES) {
      throw new AppError(413, 'body_too_large', fillMessage(messages.importTooLarge, { max: IMPORT_MAX_BYTES / 1024 / 1024 }));
    }
    // NUL never appears in a CSV export: a spreadsheet, an image, UTF-16 text.
    if (chunk.includes(0)) throw fileError(messages.importNotCsv);
    if (utf8) {
      try {
        yield utf8.decode(chunk, { stream: true });
        continue;
      } catch {
        utf8 = null;
      }
    }
    yield legacy.decode(chunk, { stream: true });
  }
  if (utf8) yield utf8.decode();
}

export interface OpenedImport {
  info: FileInfo;
  read: { bytes: number };
  rows(): AsyncGenerator<RowResult>;
}

/**
 * Reads the file up to its header (and units row): a file that is not an export is refused here,
 * with a 4xx, before any answer starts. The rows are read as `rows()` is iterated.
 */
export async function openImport(chunks: AsyncIterable<Uint8Array>, query: ImportQuery): Promise<OpenedImport> {
  const read = { bytes: 0 };
  const guard = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof ImportFileError) throw fileError(err.message);
      throw err;
    }
  };
  const opened = await guard(() => openShotFile(decode(chunks, read), query));
  return {
    info: opened.info,
    read,
    async *rows() {
      const rows = opened.rows();
      for (;;) {
        const next = await guard(() => rows.next());
        if (next.done) return;
        yield next.value;
      }
    },
  };
}

/** `POST /api/import/preview`: the whole file read, nothing stored. */
export async function preview(opened: OpenedImport, query: ImportQuery): Promise<ImportPreview> {
  const { info } = opened;
  const counts = { rows: 0, readable: 0, unreadable: 0, summaryRows: 0, genericWedges: 0 };
  const rows: ImportedShot[] = [];
  const unreadable: { line: number; reason: string }[] = [];
  const players = new Set<string>();
  let rowsSinceYield = 0;
  for await (const row of opened.rows()) {
    if (row.kind === 'summary') {
      counts.summaryRows++;
      continue;
    }
    counts.rows++;
    if (row.kind === 'unreadable') {
      counts.unreadable++;
      if (unreadable.length < IMPORT_LISTED_UNREADABLE) unreadable.push({ line: row.line, reason: row.reason });
    } else {
      counts.readable++;
      if (row.genericWedge) counts.genericWedges++;
      if (row.sourcePlayer !== null && players.size < IMPORT_MAX_SOURCE_PLAYERS) players.add(row.sourcePlayer);
      if (rows.length < IMPORT_PREVIEW_ROWS) {
        const s = row.shot;
        rows.push({
          line: row.line,
          sourcePlayer: row.sourcePlayer,
          club: row.wedgePending ? null : s.club,
          takenAt: row.datePending ? null : s.takenAt,
          kind: s.kind,
          ballSpeed: s.ballSpeed,
          clubSpeed: s.clubSpeed ?? null,
          launchAngle: s.launchAngle,
          launchDirection: s.launchDirection ?? null,
          spinRate: s.spinRate ?? null,
          spinAxis: s.spinAxis ?? null,
          carry: s.carry,
          total: s.total ?? null,
          offline: s.offline ?? null,
        });
      }
    }
    if (++rowsSinceYield >= IMPORT_BATCH) {
      rowsSinceYield = 0;
      await nextTurn();
    }
  }
  return {
    format: info.format,
    delimiter: info.delimiter === '\t' ? 'tab' : info.delimiter,
    decimalComma: info.decimalComma,
    units: info.units,
    timeZone: info.localTimes ? (query.timeZone ?? 'UTC') : null,
    columns: info.columns,
    hasDates: info.hasDates,
    hasPlayers: info.hasPlayers,
    sourcePlayers: [...players],
    rows,
    counts,
    unreadable,
  };
}

/** What an import needs beyond the file: a day when it has none, a player when it names none. */
export function checkCommit(info: FileInfo, query: ImportQuery): void {
  if (info.units.needed.length > 0) throw badRequest(messages.importUnitsRequired, 'import_units_required');
  if (!info.hasDates && !query.date) throw badRequest(messages.importDateRequired, 'import_date_required');
  if (!info.hasPlayers && !query.player) throw badRequest(messages.importPlayerRequired, 'import_player_required');
}

/**
 * The range sessions an import creates: one per file and day (the day the file's times say, so
 * the same in every zone), named after the source and the date ("Garmin Golf 2025-06-01"), with
 * a clientId from the first shot of that day, so the same file imported again finds its sessions
 * instead of making new ones. Our own export names each shot's session: that one is kept.
 */
class ImportSessions {
  private readonly known = new Map<string, SessionRow>();
  private readonly byDay = new Map<string, string>();
  private pending: SessionRow[] = [];
  private readonly ids = new Map<string, string>();

  constructor(private readonly format: ImportFormat) {}

  /** The session clientId of a range shot, registering its session on first sight. */
  of(row: Extract<RowResult, { kind: 'shot' }>, shotClientId: string): string {
    if (row.session) return this.add(row.session.clientId, row.session.name, row.shot.takenAt);
    const day = row.wallTime.slice(0, 10);
    let clientId = this.byDay.get(day);
    if (!clientId) {
      clientId = `import-session:${this.format}:${day}:${shotClientId.replace(/^import:/, '').slice(0, 60)}`;
      this.byDay.set(day, clientId);
    }
    return this.add(clientId, `${IMPORT_FORMAT_NAMES[this.format]} ${day}`, row.shot.takenAt);
  }

  private add(clientId: string, name: string | null, startedAt: string): string {
    if (!this.known.has(clientId)) {
      const session: SessionRow = { clientId, kind: 'range', startedAt, source: this.format, ...(name && { name }) };
      this.known.set(clientId, session);
      this.pending.push(session);
    }
    return clientId;
  }

  /** The sessions of the file, in the order first seen, as stored (made now or found again). */
  stored(): ImportResult['sessions'] {
    return [...this.known.values()].flatMap((session) => {
      const id = this.ids.get(session.clientId);
      return id === undefined ? [] : [{ id, name: session.name ?? null }];
    });
  }

  /** Stores the sessions first seen since the last batch (idempotent) and answers every id so far. */
  async store(db: Database, userId: string): Promise<Map<string, string>> {
    if (this.pending.length > 0) {
      const fresh = this.pending;
      this.pending = [];
      await ingestRepo.insertSessions(db, userId, fresh);
      const found = await ingestRepo.findSessions(db, userId, fresh.map((s) => s.clientId));
      for (const [clientId, id] of found) this.ids.set(clientId, id);
    }
    return this.ids;
  }
}

/**
 * `POST /api/import`: stores the readable rows in batches through the ingest statement. A shot's
 * clientId is our export's Shot ID when the file has one, else comes from its content
 * (reader.importClientId), so a file imported twice, our export imported back, or an import
 * resumed after a failure stores nothing twice; the per-club totals move only by what was new.
 * Range shots go into the file's sessions (ImportSessions), stored before their shots.
 */
export async function commit(
  db: Database,
  userId: string,
  opened: OpenedImport,
  query: ImportQuery,
  onProgress: (line: ImportProgressLine) => void,
): Promise<ImportResult> {
  checkCommit(opened.info, query);
  const counts = { rows: 0, readable: 0, unreadable: 0, summaryRows: 0, genericWedges: 0 };
  const unreadable: { line: number; reason: string }[] = [];
  const occurrences = new Map<string, number>();
  const resolved = new Map<string, { name: string } | { error: string }>();
  let batch: ingestRepo.ShotRow[] = [];
  /** The session clientId of each shot of the batch (null for round shots). */
  let batchSessions: (string | null)[] = [];
  const sessions = new ImportSessions(opened.info.format);
  let stored = 0;
  let alreadyPresent = 0;

  const markUnreadable = (line: number, reason: string) => {
    counts.readable--;
    counts.unreadable++;
    if (unreadable.length < IMPORT_LISTED_UNREADABLE) unreadable.push({ line, reason });
  };
  const playerFor = (source: string | null): { name: string } | { error: string } => {
    const key = source ?? '';
    let found = resolved.get(key);
    if (!found) {
      const target = (source !== null ? (query.players?.[source] ?? source) : undefined) ?? query.player;
      if (target === undefined) found = { error: messages.importPlayerBlank };
      else {
        const checked = playerNameField.safeParse(target);
        found = checked.success ? { name: checked.data } : { error: `Player ${checked.error.issues[0].message}` };
      }
      if (resolved.size < 10_000) resolved.set(key, found);
    }
    return found;
  };
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    const rowSessions = batchSessions;
    batch = [];
    batchSessions = [];
    const ids = await sessions.store(db, userId);
    rows.forEach((row, i) => (row.sessionId = rowSessions[i] === null ? null : ids.get(rowSessions[i]!)));
    const n = await ingestRepo.insertShots(db, userId, rows);
    stored += n;
    alreadyPresent += rows.length - n;
    onProgress({ type: 'progress', bytes: opened.read.bytes, rows: counts.rows, stored, alreadyPresent, unreadable: counts.unreadable });
    // Other requests are served between batches.
    await nextTurn();
  };

  // Our own export names each shot (its Shot ID, the shot's own clientId): that id is kept, so the
  // shot is the one already in the account, whatever player is chosen. Other rows get an id from
  // their content and their occurrence among identical rows of the file.
  const contentClientId = (shot: Parameters<typeof importClientId>[0], wall: string) => {
    const first = importClientId(shot, wall, 0);
    const occurrence = occurrences.get(first.key) ?? 0;
    occurrences.set(first.key, occurrence + 1);
    return occurrence === 0 ? first.clientId : importClientId(shot, wall, occurrence).clientId;
  };

  for await (const row of opened.rows()) {
    if (row.kind === 'summary') {
      counts.summaryRows++;
      continue;
    }
    counts.rows++;
    if (row.kind === 'unreadable') {
      counts.unreadable++;
      if (unreadable.length < IMPORT_LISTED_UNREADABLE) unreadable.push({ line: row.line, reason: row.reason });
      continue;
    }
    counts.readable++;
    if (row.genericWedge) counts.genericWedges++;
    if (row.wedgePending) {
      markUnreadable(row.line, fillMessage(messages.importRowReason, { line: row.line, reason: messages.importWedgePending }));
      continue;
    }
    const player = playerFor(row.sourcePlayer);
    if ('error' in player) {
      markUnreadable(row.line, fillMessage(messages.importRowReason, { line: row.line, reason: player.error }));
      continue;
    }
    const shot = { ...row.shot, player: player.name };
    const clientId = row.shotId ?? contentClientId(shot, row.wallTime);
    batch.push({ ...shot, clientId, roundId: null });
    batchSessions.push(shot.kind === 'range' ? sessions.of(row, clientId) : null);
    if (batch.length >= IMPORT_BATCH) await flush();
  }
  await flush();
  return { stored, alreadyPresent, counts, unreadable, sessions: sessions.stored() };
}
