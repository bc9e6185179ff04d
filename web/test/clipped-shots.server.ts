import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { shots } from '../../server/db/schema/shots';
import * as repo from '../../server/modules/clips/repo';
import { createGolfer, type Golfer, type TestUser } from '../../server/test/factories';
import { createTestApp, type TestApp } from '../../server/test/harness';
import { FULL_RECORD, round, session, shot, uploadAll } from '../../server/test/ingest-fixtures';
import { loadContextOf, pageRequest } from './load-context.server';

/*
 * Shots with and without swing clips, for the tests of the pages that show a clip or mark a shot that
 * has one: Ann's session of three 7-iron shots (one with two ready clips, one without a clip, one
 * whose clip is still processing) and a round with a driver shot on hole 3 with a ready clip; Bob
 * has nothing. Ann and Bob are Pro.
 */
export interface ClippedShots {
  t: TestApp;
  ann: Golfer;
  bob: Golfer;
  ids: Record<'clipped' | 'plain' | 'processing' | 'onHole', number>;
}

/** Builds the shots on a test app before the file's tests and closes it after; the answer is filled in by then. */
export function clippedShots(): ClippedShots {
  const state = { ids: { clipped: 0, plain: 0, processing: 0, onHole: 0 } } as ClippedShots;
  const practice = session({ name: 'Tuesday practice' });
  const game = round({ players: ['Me'] });

  async function shotId(who: Golfer, clientId: string): Promise<number> {
    const rows = await state.t.database.db.select({ id: shots.id }).from(shots).where(and(eq(shots.userId, who.id), eq(shots.clientId, clientId)));
    return rows[0]!.id;
  }

  async function readyClip(who: Golfer, shot: number, camera: 'face-on' | 'down-the-line') {
    const id = randomUUID();
    await repo.insertReadyClip(state.t.database.db, {
      id, userId: who.id, clientId: `clip-${id}`, shotId: shot, camera, fps: 120, impactMs: 2000, filename: `${camera}.mp4`, declaredSize: 1_000_000,
      contentType: 'video/mp4', codec: 'h264', durationMs: 3000, frameRate: 120, width: 480, height: 270, rotation: 0,
    });
  }

  beforeAll(async () => {
    const t = (state.t = await createTestApp());
    const { ids } = state;
    const [ann, bob] = await Promise.all([createGolfer(t, { pro: true }), createGolfer(t, { pro: true })]);
    Object.assign(state, { ann, bob });
    await uploadAll(t.app, ann.token, 'sessions', [practice]);
    await uploadAll(t.app, ann.token, 'rounds', [game]);
    const clipped = shot({ ...FULL_RECORD, club: '7i', carry: 140, sessionClientId: practice.clientId });
    const plain = shot({ club: '7i', carry: 130, offline: 1, sessionClientId: practice.clientId });
    const processing = shot({ club: '7i', carry: 135, offline: -1, sessionClientId: practice.clientId });
    const onHole = shot({ club: 'Dr', carry: 220, kind: 'round', roundClientId: game.clientId, hole: 3 });
    await uploadAll(t.app, ann.token, 'shots', [clipped, plain, processing, onHole]);
    ids.clipped = await shotId(ann, clipped.clientId!);
    ids.plain = await shotId(ann, plain.clientId!);
    ids.processing = await shotId(ann, processing.clientId!);
    ids.onHole = await shotId(ann, onHole.clientId!);
    await readyClip(ann, ids.clipped, 'down-the-line');
    await readyClip(ann, ids.clipped, 'face-on');
    await readyClip(ann, ids.onHole, 'face-on');
    const waiting = randomUUID();
    await repo.insertClip(t.database.db, { id: waiting, userId: ann.id, clientId: 'waiting', shotId: ids.processing, camera: 'face-on', fps: 120, impactMs: null, filename: null, declaredSize: 1000 });
    await repo.markUploaded(t.database.db, ann.id, waiting);
  }, 120_000);
  afterAll(async () => {
    await state.t?.close();
  });
  return state;
}

type Loader = (args: never) => unknown;
/** A route's loader for `path` as the framework calls it: what it answers, and its status. */
export async function load<T>(t: TestApp, route: { loader: Loader }, user: TestUser, path: string, params: Record<string, string>): Promise<{ data: T; status: number }> {
  const args = { request: pageRequest(path), params, context: await loadContextOf(t, user) };
  const answer = (await route.loader(args as never)) as { data?: T; init?: { status?: number } } | T;
  if (answer && typeof answer === 'object' && 'init' in answer && 'data' in answer) return { data: answer.data as T, status: answer.init?.status ?? 200 };
  return { data: answer as T, status: 200 };
}
