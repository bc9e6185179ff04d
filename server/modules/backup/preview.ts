import { backupEndSchema, type BackupCounts, type BackupHeader, type RestorePreview } from '../../../common/schemas/backup';
import type { Database } from '../../db/client';
import * as repo from './repo';

type Kind = keyof BackupCounts;
const KINDS: readonly Kind[] = ['players', 'rounds', 'sessions', 'shots', 'overrides', 'shares'];
const TYPE_KIND: Record<string, Kind> = { player: 'players', round: 'rounds', session: 'sessions', shot: 'shots', override: 'overrides', share: 'shares' };
/** Keys looked up in the account at a time. */
const BATCH = 1000;

/** The key a restore knows a record by: a player's name, a clientId, an override's shot, a report's kind and creation. */
function keyOf(kind: Kind, record: Record<string, unknown>): string | null {
  const value =
    kind === 'players' ? record.name : kind === 'overrides' ? record.shotClientId : kind === 'shares' ? `${String(record.kind)} ${String(record.createdAt)}` : record.clientId;
  return typeof value === 'string' ? value : null;
}

/**
 * Reads an opened backup to its end and stores nothing: how many records of each kind it holds and
 * how many of them the account already has (looked up 1,000 keys at a time), so that the golfer
 * sees what a restore would add before choosing to.
 */
export async function previewRestore(db: Database, userId: string, opened: { header: BackupHeader; lines: AsyncIterator<string> }): Promise<RestorePreview> {
  const counts = Object.fromEntries(KINDS.map((k) => [k, { inFile: 0, present: 0 }])) as Record<Kind, { inFile: number; present: number }>;
  const pending = Object.fromEntries(KINDS.map((k) => [k, [] as string[]])) as Record<Kind, string[]>;
  const flush = async (kind: Kind) => {
    if (pending[kind].length === 0) return;
    counts[kind].present += await repo.presentCount(db, userId, kind, pending[kind]);
    pending[kind] = [];
  };
  let unreadable = 0;
  let end: BackupCounts | null = null;
  for (;;) {
    const next = await opened.lines.next();
    if (next.done) break;
    if (next.value.trim() === '') continue;
    let record: Record<string, unknown> | null = null;
    try {
      const value: unknown = JSON.parse(next.value);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) record = value as Record<string, unknown>;
    } catch {
      record = null;
    }
    if (record && record.type === 'end' && !end) {
      const parsed = backupEndSchema.safeParse(record);
      if (parsed.success) {
        end = parsed.data.counts;
        continue;
      }
    }
    const kind = record && !end && typeof record.type === 'string' ? TYPE_KIND[record.type] : undefined;
    const key = kind && record ? keyOf(kind, record) : null;
    if (!kind || key === null) {
      unreadable++;
      continue;
    }
    counts[kind].inFile++;
    pending[kind].push(key);
    if (pending[kind].length >= BATCH) await flush(kind);
  }
  for (const kind of KINDS) await flush(kind);
  return {
    exportedAt: opened.header.exportedAt,
    ...counts,
    unreadable,
    complete: end !== null && KINDS.every((k) => counts[k].inFile === end![k]),
    takesPreferences: await repo.isEmpty(db, userId),
  };
}
