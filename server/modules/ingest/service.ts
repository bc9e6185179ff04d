import type { z } from 'zod';
import { messages } from '../../../common/messages';
import { roundItemSchema, shotItemSchema, type IngestResponse, type RoundItem } from '../../../common/schemas/ingest';
import type { Database } from '../../db/client';
import * as repo from './repo';

type Rejection = IngestResponse['rejected'][number];

/** `holes[2].par`: where in the item the problem is. */
function pathText(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('');
}

/** One reason per rejected item: the first problem, named by its field. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const where = pathText([...issue.path, issue.keys[0]]);
    return `${where}: ${messages.ingestUnknownField}`;
  }
  if (issue.path.length === 0) return issue.code === 'invalid_type' ? `item: ${messages.ingestNotAnObject}` : issue.message;
  return `${pathText(issue.path)}: ${issue.message}`;
}

/** Validates each item on its own; the first item with a clientId wins, later ones are duplicates. */
function sortItems<T extends { clientId: string }>(
  items: unknown[],
  schema: z.ZodType<T>,
): { valid: { index: number; item: T }[]; rejected: Rejection[]; duplicates: number } {
  const valid: { index: number; item: T }[] = [];
  const rejected: Rejection[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  items.forEach((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      rejected.push({ index, error: describeIssue(parsed.error.issues[0]) });
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
export async function ingestRounds(db: Database, userId: string, items: unknown[]): Promise<IngestResponse> {
  const { valid, rejected, duplicates } = sortItems<RoundItem>(items, roundItemSchema);
  const stored = await repo.insertRounds(
    db,
    userId,
    valid.map((v) => v.item),
  );
  return { stored, duplicates: duplicates + valid.length - stored, rejected };
}

/**
 * `POST /api/ingest/shots`. A shot's `roundClientId` must name a round of the same account
 * uploaded before, and its hole one of that round's holes; a shot that does not is rejected, the
 * others are stored.
 */
export async function ingestShots(db: Database, userId: string, items: unknown[]): Promise<IngestResponse> {
  const sorted = sortItems(items, shotItemSchema);
  const rejected = [...sorted.rejected];
  const roundClientIds = [...new Set(sorted.valid.flatMap((v) => (v.item.roundClientId === undefined ? [] : [v.item.roundClientId])))];
  const rounds = await repo.findRounds(db, userId, roundClientIds);
  const rows: repo.ShotRow[] = [];
  for (const { index, item } of sorted.valid) {
    const { roundClientId, ...shot } = item;
    const round = roundClientId === undefined ? null : rounds.get(roundClientId);
    if (round === undefined) {
      rejected.push({ index, error: `roundClientId: ${messages.ingestUnknownRound}` });
      continue;
    }
    if (round && shot.hole !== undefined && !round.holes.includes(shot.hole)) {
      rejected.push({ index, error: `hole: ${messages.ingestShotUnknownHole}` });
      continue;
    }
    rows.push({ ...shot, roundId: round?.id ?? null });
  }
  rejected.sort((a, b) => a.index - b.index);
  const stored = await repo.insertShots(db, userId, rows);
  return { stored, duplicates: sorted.duplicates + rows.length - stored, rejected };
}
