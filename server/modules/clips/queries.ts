/**
 * The account's swing clips as its pages and the API read them alike: the library (shots with
 * clips, newest first, filtered and paged in SQL), the storage they take against the quota, and
 * two shots side by side. Every answer is shaped by the API's response schema.
 */
import {
  CLIP_CAMERAS,
  CLIP_LIBRARY_PAGE_SIZE,
  CLIP_QUOTA_BYTES,
  clipLibrarySchema,
  swingCompareSchema,
  type ClipLibrary,
  type ClipShot,
  type ClipLibraryQuery,
  type ClipStorageUse,
  type SwingCompare,
  type SwingShot,
} from '../../../common/schemas/clips';
import { CLUB_SHORT_NAMES } from '../../../common/clubs';
import { sessionParamsSchema } from '../../../common/schemas/sessions';
import { messages } from '../../../common/messages';
import { SHOT_METRIC_NAMES } from '../../../common/shot-metrics';
import type { Database } from '../../db/client';
import type { ClipRow } from '../../db/schema/clips';
import { notFound } from '../../errors';
import * as repo from './repo';
import { presentClip } from './service';

type Account = { id: string };

const iso = (value: Date | string) => new Date(value).toISOString();
const cameraOrder = (clip: ClipRow) => CLIP_CAMERAS.indexOf(clip.camera as (typeof CLIP_CAMERAS)[number]);

/** Shots with their clips, in the rows' order; face-on first. */
function present(rows: repo.SwingShotRow[], clipRows: ClipRow[]): SwingShot[] {
  const byShot = new Map<number, ClipRow[]>();
  for (const clip of clipRows) byShot.set(clip.shotId, [...(byShot.get(clip.shotId) ?? []), clip]);
  return rows.map((row) => {
    const shot = {
      id: row.id,
      takenAt: iso(row.taken_at),
      club: row.club as SwingShot['club'],
      player: row.player,
      sessionId: row.session_id,
      sessionName: row.session_name,
      sessionStartedAt: row.session_started_at === null ? null : iso(row.session_started_at),
      roundId: row.round_id,
      clips: (byShot.get(Number(row.id)) ?? []).sort((x, y) => cameraOrder(x) - cameraOrder(y)).map((clip) => presentClip(clip)),
    } as SwingShot;
    for (const name of SHOT_METRIC_NAMES) shot[name] = row[name] === null ? null : Number(row[name]);
    return shot;
  });
}

/** A page of the account's shots with clips, newest first, and what the filters offer. */
export async function library(db: Database, user: Account, query: ClipLibraryQuery): Promise<ClipLibrary> {
  const page = query.page ?? 1;
  const filter: repo.LibraryFilter = { club: query.club, player: query.player, session: query.session, round: query.round, from: query.from, to: query.to };
  const [{ rows, total }, choices] = await Promise.all([
    repo.libraryPage(db, user.id, filter, CLIP_LIBRARY_PAGE_SIZE, (page - 1) * CLIP_LIBRARY_PAGE_SIZE),
    repo.libraryChoices(db, user.id),
  ]);
  const clipRows = await repo.clipsOfShots(db, user.id, rows.map((row) => Number(row.id)));
  return clipLibrarySchema.parse({
    shots: present(rows, clipRows),
    total,
    page,
    pageSize: CLIP_LIBRARY_PAGE_SIZE,
    clubs: CLUB_SHORT_NAMES.filter((club) => choices.clubs.includes(club)),
    players: choices.players,
    sessions: choices.sessions.map((s) => ({ id: s.id, name: s.name, startedAt: iso(s.started_at) })),
  });
}

/** The bytes the account's clips hold against its quota. */
export async function storage(db: Database, user: Account): Promise<ClipStorageUse> {
  const { used, clips } = await repo.storageUse(db, user.id);
  return { used, allowed: CLIP_QUOTA_BYTES, clips };
}

/** These shots of the account's with their clips, in the order asked; not found when one is not the account's. */
export async function swingShots(db: Database, user: Account, shotIds: number[]): Promise<SwingShot[]> {
  const [rows, clipRows] = await Promise.all([repo.swingShots(db, user.id, shotIds), repo.clipsOfShots(db, user.id, shotIds)]);
  const shots = present(rows, clipRows);
  return shotIds.map((id) => {
    const shot = shots.find((s) => s.id === String(id));
    if (!shot) throw notFound(messages.shotNotFound);
    return shot;
  });
}

/** Two shots of the account's side by side, each with its clips. */
export async function compare(db: Database, user: Account, a: number, b: number): Promise<SwingCompare> {
  const [first, second] = await swingShots(db, user, [a, b]);
  return swingCompareSchema.parse({ a: first, b: second });
}

/** The account's shots in the scope (a session, a round, or a list) that have a clip to play: the camera marks. */
export async function shotsWithClips(db: Database, user: Account, scope: repo.MarkScope): Promise<ClipShot[]> {
  return (await repo.shotsWithReadyClips(db, user.id, scope)).map((row) => ({ ...row, club: row.club as ClipShot['club'] }));
}

/** The session's longest and shortest shot of the club among those with clips; null with fewer than two. */
export async function extremes(db: Database, user: Account, sessionId: string, club: string): Promise<{ longest: string; shortest: string } | null> {
  if (!sessionParamsSchema.safeParse({ id: sessionId }).success) return null;
  const found = await repo.extremeSwingShots(db, user.id, sessionId, club);
  if (!found || found.longest === found.shortest) return null;
  return { longest: String(found.longest), shortest: String(found.shortest) };
}
