import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { SHOT_METRIC_NAMES, SHOT_METRICS } from '../../../common/shot-metrics';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { clipJobs, clips, type ClipJobRow, type ClipRow } from '../../db/schema/clips';
import { shots } from '../../db/schema/shots';

/** The only file that touches the clips' tables. Every statement on clips names the account. */

export type NewClip = Pick<ClipRow, 'id' | 'userId' | 'clientId' | 'shotId' | 'camera' | 'fps' | 'impactMs' | 'filename' | 'declaredSize'>;

export async function findShotByClientId(db: Database, userId: string, clientId: string): Promise<number | null> {
  const rows = await db
    .select({ id: shots.id })
    .from(shots)
    .where(and(eq(shots.userId, userId), eq(shots.clientId, clientId)))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function findByClientId(db: Database, userId: string, clientId: string): Promise<ClipRow | null> {
  const rows = await db
    .select()
    .from(clips)
    .where(and(eq(clips.userId, userId), eq(clips.clientId, clientId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findClip(db: Database, userId: string, id: string): Promise<ClipRow | null> {
  const rows = await db
    .select()
    .from(clips)
    .where(and(eq(clips.userId, userId), eq(clips.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** The clip of an upload address, whoever owns it (the upload's routes then check the owner). */
export async function findClipById(db: Database, id: string): Promise<ClipRow | null> {
  const rows = await db.select().from(clips).where(eq(clips.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function listShotClips(db: Database, userId: string, shotId: number): Promise<ClipRow[]> {
  return db
    .select()
    .from(clips)
    .where(and(eq(clips.userId, userId), eq(clips.shotId, shotId)))
    .orderBy(asc(clips.createdAt), asc(clips.id));
}

/** Bytes the account holds or has announced: every clip not refused, at its declared size. */
export async function storageUsed(db: Database, userId: string): Promise<number> {
  return (await storageUse(db, userId)).used;
}

/** False when another request took the client id first (the unique key). */
export async function insertClip(db: Database, clip: NewClip): Promise<boolean> {
  const rows = await db.insert(clips).values(clip).onConflictDoNothing().returning({ id: clips.id });
  return rows.length > 0;
}

/** Deletes the clip's row; the trigger queues the removal of its objects. */
export async function deleteClip(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(clips)
    .where(and(eq(clips.userId, userId), eq(clips.id, id)))
    .returning({ id: clips.id });
  return rows.length > 0;
}

/** The upload is complete: the clip waits for its probe, which is queued with it. */
export async function markUploaded(db: Database, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(clips)
      .set({ status: 'processing', uploadedAt: sql`now()` })
      .where(and(eq(clips.userId, userId), eq(clips.id, id), eq(clips.status, 'uploading')))
      .returning({ id: clips.id });
    if (rows.length) await tx.insert(clipJobs).values({ kind: 'probe', clipId: id });
    return rows.length > 0;
  });
}

export async function markReady(
  db: Database,
  userId: string,
  id: string,
  probed: Pick<ClipRow, 'contentType' | 'codec' | 'durationMs' | 'frameRate' | 'width' | 'height' | 'rotation'> & { size: number },
): Promise<void> {
  await db
    .update(clips)
    .set({ ...probed, declaredSize: probed.size, status: 'ready', readyAt: sql`now()` })
    .where(and(eq(clips.userId, userId), eq(clips.id, id)));
}

/** Refused: the reason stays for the app to read, the objects go (a removal job, done at once by the caller when it can). */
export async function markRefused(db: Database, userId: string, id: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(clips)
      .set({ status: 'refused', refusal: reason })
      .where(and(eq(clips.userId, userId), eq(clips.id, id)));
    await tx.insert(clipJobs).values({ kind: 'remove', clipId: id });
  });
}

/** Incomplete uploads begun before `before`: their rows go (and, by the trigger, their objects). */
export async function deleteStaleUploads(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(clips)
    .where(and(eq(clips.status, 'uploading'), lt(clips.createdAt, before)))
    .returning({ id: clips.id });
  return rows.length;
}

/** Uploads still open that began before `before`, oldest first: the sweep asks the store whether they are in fact complete. */
export async function openUploadsBefore(db: Database, before: Date, limit: number): Promise<Pick<ClipRow, 'id' | 'userId'>[]> {
  return db
    .select({ id: clips.id, userId: clips.userId })
    .from(clips)
    .where(and(eq(clips.status, 'uploading'), lt(clips.createdAt, before)))
    .orderBy(asc(clips.createdAt))
    .limit(limit);
}

/** Which of these ids some clip row names, whatever its account. */
export async function knownClipIds(db: Database, ids: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ id: clips.id })
      .from(clips)
      .where(inArray(clips.id, ids.slice(i, i + 1000)));
    for (const row of rows) known.add(row.id);
  }
  return known;
}

export async function ensureSweepJob(db: Database): Promise<void> {
  await db.insert(clipJobs).values({ kind: 'sweep' }).onConflictDoNothing();
}

/** Takes due jobs for `leaseMs`, like the mail outbox: `FOR UPDATE SKIP LOCKED` lets instances share the work. */
export async function claimDueJobs(db: Database, limit: number, leaseMs: number): Promise<ClipJobRow[]> {
  const due = db
    .select({ id: clipJobs.id })
    .from(clipJobs)
    .where(and(lte(clipJobs.nextAttemptAt, sql`now()`), or(isNull(clipJobs.lockedUntil), lt(clipJobs.lockedUntil, sql`now()`))))
    .orderBy(asc(clipJobs.nextAttemptAt), asc(clipJobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(clipJobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`, attempts: sql`${clipJobs.attempts} + 1` })
    .where(inArray(clipJobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

export async function finishJob(db: Database, id: number): Promise<void> {
  await db.delete(clipJobs).where(eq(clipJobs.id, id));
}

export async function retryJob(db: Database, id: number, delayMs: number, error: string): Promise<void> {
  await db
    .update(clipJobs)
    .set({ lockedUntil: null, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`, lastError: error.slice(0, 500) })
    .where(eq(clipJobs.id, id));
}

/** The sweep runs again after `delayMs`; its attempts start over. */
export async function rescheduleSweep(db: Database, id: number, delayMs: number): Promise<void> {
  await db
    .update(clipJobs)
    .set({ lockedUntil: null, attempts: 0, lastError: null, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
    .where(eq(clipJobs.id, id));
}

/** Jobs still queued for these clips (a removal in flight keeps its objects from the sweep's orphan check). */
export async function pendingJobClipIds(db: Database): Promise<Set<string>> {
  const rows = await db.select({ clipId: clipJobs.clipId }).from(clipJobs).where(sql`${clipJobs.clipId} is not null`);
  return new Set(rows.map((r) => r.clipId!));
}

/** The newest range shot of each of these clubs (the demo account's clips go to them). */
export async function newestRangeShots(db: Database, userId: string, clubs: string[]): Promise<{ id: number }[]> {
  const found: { id: number }[] = [];
  for (const club of clubs) {
    const rows = await db
      .select({ id: shots.id })
      .from(shots)
      .where(and(eq(shots.userId, userId), eq(shots.club, club), sql`${shots.sessionId} is not null`))
      .orderBy(sql`${shots.takenAt} desc`)
      .limit(1);
    if (rows[0]) found.push(rows[0]);
  }
  return found;
}

/** A clip stored whole at once, already probed (the demo account's). */
export async function insertReadyClip(
  db: Database,
  clip: NewClip & Pick<ClipRow, 'contentType' | 'codec' | 'durationMs' | 'frameRate' | 'width' | 'height' | 'rotation'>,
): Promise<void> {
  await db.insert(clips).values({ ...clip, status: 'ready', uploadedAt: sql`now()`, readyAt: sql`now()` });
}

/** The swing library's filters, as the query schema read them. */
export interface LibraryFilter {
  club?: string;
  player?: string;
  session?: string;
  round?: string;
  /** Inclusive UTC days. */
  from?: string;
  to?: string;
}

/** A shot with clips, as the library and the swings compare read it: every measurement column, metric. */
export type SwingShotRow = {
  id: string;
  taken_at: Date | string;
  club: string;
  player: string;
  session_id: string | null;
  session_name: string | null;
  session_started_at: Date | string | null;
  round_id: string | null;
} & Record<string, number | null>;

const METRIC_COLUMNS = sql.raw(SHOT_METRIC_NAMES.map((name) => `s.${SHOT_METRICS[name].column} as "${name}"`).join(', '));

/** A shot of the account's that has a clip past its upload (processing, ready or refused). */
const hasClips = (userId: string) =>
  sql`exists (select 1 from clips c where c.user_id = ${userId} and c.shot_id = s.id and c.status <> 'uploading')`;

function libraryWhere(userId: string, filter: LibraryFilter) {
  const conditions = [sql`s.user_id = ${userId}`, hasClips(userId)];
  if (filter.club) conditions.push(sql`s.club = ${filter.club}`);
  if (filter.player) conditions.push(sql`s.player = ${filter.player}`);
  if (filter.session) conditions.push(sql`s.session_id = ${filter.session}`);
  if (filter.round) conditions.push(sql`s.round_id = ${filter.round}`);
  if (filter.from) conditions.push(sql`s.taken_at >= ${filter.from}::date::timestamp at time zone 'UTC'`);
  if (filter.to) conditions.push(sql`s.taken_at < (${filter.to}::date + 1)::timestamp at time zone 'UTC'`);
  return sql.join(conditions, sql` and `);
}

const swingShotColumns = sql`s.id::text as id, s.taken_at, s.club, s.player, s.session_id::text as session_id, rs.name as session_name,
  rs.started_at as session_started_at, s.round_id::text as round_id, ${METRIC_COLUMNS}`;
const sessionJoin = (userId: string) => sql`left join range_sessions rs on rs.user_id = ${userId} and rs.id = s.session_id`;

/** One page of the account's shots with clips, newest first, and how many match. */
export async function libraryPage(db: Database, userId: string, filter: LibraryFilter, limit: number, offset: number): Promise<{ rows: SwingShotRow[]; total: number }> {
  const where = libraryWhere(userId, filter);
  const [rows, count] = await Promise.all([
    queryRows<SwingShotRow>(
      db,
      sql`select ${swingShotColumns} from shots s ${sessionJoin(userId)} where ${where} order by s.taken_at desc, s.id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: string }>(db, sql`select count(*)::text as total from shots s where ${where}`),
  ]);
  return { rows, total: Number(count[0]?.total ?? 0) };
}

/** These shots of the account's, whether or not they have clips. */
export async function swingShots(db: Database, userId: string, shotIds: number[]): Promise<SwingShotRow[]> {
  if (!shotIds.length) return [];
  return queryRows<SwingShotRow>(
    db,
    sql`select ${swingShotColumns} from shots s ${sessionJoin(userId)} where s.user_id = ${userId} and s.id in (${sql.join(shotIds.map((id) => sql`${id}`), sql`, `)})`,
  );
}

/** The clips (past their upload) of these shots of the account's. */
export async function clipsOfShots(db: Database, userId: string, shotIds: number[]): Promise<ClipRow[]> {
  if (!shotIds.length) return [];
  return db
    .select()
    .from(clips)
    .where(and(eq(clips.userId, userId), inArray(clips.shotId, shotIds), ne(clips.status, 'uploading')))
    .orderBy(asc(clips.createdAt), asc(clips.id));
}

/** What the library's filters offer: the clubs, players and sessions of the account's shots with clips. */
export async function libraryChoices(db: Database, userId: string): Promise<{ clubs: string[]; players: string[]; sessions: { id: string; name: string | null; started_at: Date | string }[] }> {
  const withClips = sql`from shots s where s.user_id = ${userId} and ${hasClips(userId)}`;
  const [clubs, players, sessions] = await Promise.all([
    queryRows<{ club: string }>(db, sql`select distinct s.club ${withClips}`),
    queryRows<{ player: string }>(db, sql`select distinct s.player ${withClips} order by s.player`),
    queryRows<{ id: string; name: string | null; started_at: Date | string }>(
      db,
      sql`select rs.id::text as id, rs.name, rs.started_at from range_sessions rs
        where rs.user_id = ${userId} and rs.id in (select s.session_id ${withClips} and s.session_id is not null)
        order by rs.started_at desc limit 200`,
    ),
  ]);
  return { clubs: clubs.map((r) => r.club), players: players.map((r) => r.player), sessions };
}

/** The account's clips not refused: how many, and the bytes they hold or have announced. */
export async function storageUse(db: Database, userId: string): Promise<{ used: number; clips: number }> {
  const rows = await db
    .select({ used: sql<string>`coalesce(sum(${clips.declaredSize}), 0)`, count: sql<string>`count(*)` })
    .from(clips)
    .where(and(eq(clips.userId, userId), ne(clips.status, 'refused')));
  return { used: Number(rows[0]?.used ?? 0), clips: Number(rows[0]?.count ?? 0) };
}

/** Where the camera marks are asked for: a session's shots, a round's, or these shots. */
export type MarkScope = { sessionId: string } | { roundId: string } | { shotIds: number[] };

/** The account's shots in the scope that have a ready clip, in time order. */
export async function shotsWithReadyClips(db: Database, userId: string, scope: MarkScope): Promise<{ id: string; club: string; player: string; hole: number | null }[]> {
  if ('shotIds' in scope && !scope.shotIds.length) return [];
  const where =
    'sessionId' in scope
      ? sql`s.session_id = ${scope.sessionId}::uuid`
      : 'roundId' in scope
        ? sql`s.round_id = ${scope.roundId}::uuid`
        : sql`s.id in (${sql.join(scope.shotIds.map((id) => sql`${id}`), sql`, `)})`;
  return queryRows<{ id: string; club: string; player: string; hole: number | null }>(
    db,
    sql`select s.id::text as id, s.club, s.player, s.hole from shots s
        where s.user_id = ${userId}::uuid and ${where}
          and exists (select 1 from clips c where c.user_id = ${userId}::uuid and c.shot_id = s.id and c.status = 'ready')
        order by s.taken_at, s.id`,
  );
}

/** The longest and the shortest carry of the club among the session's shots with clips (ids; the same one when only one). */
export async function extremeSwingShots(db: Database, userId: string, sessionId: string, club: string): Promise<{ longest: number; shortest: number } | null> {
  const rows = await queryRows<{ longest: string | null; shortest: string | null }>(
    db,
    sql`select
      (select s.id from shots s where s.user_id = ${userId} and s.session_id = ${sessionId} and s.club = ${club} and ${hasClips(userId)} order by s.carry desc, s.id limit 1)::text as longest,
      (select s.id from shots s where s.user_id = ${userId} and s.session_id = ${sessionId} and s.club = ${club} and ${hasClips(userId)} order by s.carry asc, s.id desc limit 1)::text as shortest`,
  );
  const found = rows[0];
  return found?.longest && found.shortest ? { longest: Number(found.longest), shortest: Number(found.shortest) } : null;
}

/** The account's clips a backup carries (those ready to play), oldest first, with their shot's client id. */
export async function archiveClips(db: Database, userId: string) {
  return db
    .select({
      id: clips.id,
      clientId: clips.clientId,
      shotClientId: shots.clientId,
      camera: clips.camera,
      fps: clips.fps,
      impactMs: clips.impactMs,
      filename: clips.filename,
      contentType: clips.contentType,
      size: clips.declaredSize,
    })
    .from(clips)
    .innerJoin(shots, and(eq(shots.id, clips.shotId), eq(shots.userId, userId)))
    .where(and(eq(clips.userId, userId), eq(clips.status, 'ready')))
    .orderBy(asc(clips.createdAt), asc(clips.id));
}

/** The account's shots among these client ids, by client id. */
export async function shotIdsByClientId(db: Database, userId: string, clientIds: string[]): Promise<Map<string, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db.select({ id: shots.id, clientId: shots.clientId }).from(shots).where(and(eq(shots.userId, userId), inArray(shots.clientId, clientIds)));
  return new Map(rows.map((row) => [row.clientId, row.id]));
}

/** The client ids among these that the account holds a clip of (a refused one does not count: it may come again). */
export async function clipClientIdsHeld(db: Database, userId: string, clientIds: string[]): Promise<Set<string>> {
  if (clientIds.length === 0) return new Set();
  const rows = await db
    .select({ clientId: clips.clientId })
    .from(clips)
    .where(and(eq(clips.userId, userId), inArray(clips.clientId, clientIds), ne(clips.status, 'refused')));
  return new Set(rows.map((row) => row.clientId));
}
