import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shots } from '../../../server/db/schema/shots';
import * as repo from '../../../server/modules/clips/repo';
import { createGolfer, type Golfer, type TestUser } from '../../../server/test/factories';
import { createTestApp, type TestApp } from '../../../server/test/harness';
import { FULL_RECORD, round, session, shot, uploadAll } from '../../../server/test/ingest-fixtures';
import type { AnalysisData } from '../../features/analysis/analysis-data';
import type { RoundPageData } from '../account.round/round-page';
import type { SessionPageData } from '../account.session/session-page';
import { loadContextOf, pageRequest } from '../../test/load-context.server';
import * as roundRoute from '../account.round/route';
import * as sessionRoute from '../account.session/route';
import * as analysisRoute from '../account.shot-data-analysis/route';
import type { ShotViewData } from './shot-view';
import * as shotRoute from './route';

/*
 * The shot view's loader and the camera marks of a session, a round and Shot data's list, as the
 * framework calls them on the test database: a shot with two ready clips is shown and marked; a
 * shot without a clip, or with one still processing, is not; another account's shot is not found.
 */
let t: TestApp;
let ann: Golfer;
let bob: Golfer;
const ids: Record<'clipped' | 'plain' | 'processing' | 'onHole', number> = { clipped: 0, plain: 0, processing: 0, onHole: 0 };
const practice = session({ name: 'Tuesday practice' });
const game = round({ players: ['Me'] });

async function shotId(who: Golfer, clientId: string): Promise<number> {
  const rows = await t.database.db.select({ id: shots.id }).from(shots).where(and(eq(shots.userId, who.id), eq(shots.clientId, clientId)));
  return rows[0]!.id;
}

async function readyClip(who: Golfer, shot: number, camera: 'face-on' | 'down-the-line') {
  const id = randomUUID();
  await repo.insertReadyClip(t.database.db, {
    id, userId: who.id, clientId: `clip-${id}`, shotId: shot, camera, fps: 120, impactMs: 2000, filename: `${camera}.mp4`, declaredSize: 1_000_000,
    contentType: 'video/mp4', codec: 'h264', durationMs: 3000, frameRate: 120, width: 480, height: 270, rotation: 0,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [ann, bob] = await Promise.all([createGolfer(t, { pro: true }), createGolfer(t, { pro: true })]);
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
  await t?.close();
});

type Loader = (args: never) => unknown;
/** A route's loader for `path` as the framework calls it: what it answers, and its status. */
async function load<T>(route: { loader: Loader }, user: TestUser, path: string, params: Record<string, string>): Promise<{ data: T; status: number }> {
  const args = { request: pageRequest(path), params, context: await loadContextOf(t, user) };
  const answer = (await route.loader(args as never)) as { data?: T; init?: { status?: number } } | T;
  if (answer && typeof answer === 'object' && 'init' in answer && 'data' in answer) return { data: answer.data as T, status: answer.init?.status ?? 200 };
  return { data: answer as T, status: 200 };
}

describe('the shot view', () => {
  it('reads the shot with every number and its ready clips, face-on first', async () => {
    const { data, status } = await load<ShotViewData>(shotRoute, ann, `/account/shots/${ids.clipped}`, { shotId: String(ids.clipped) });
    expect(status).toBe(200);
    expect(data.notFound).toBe(false);
    expect(data.shot).toMatchObject({ id: String(ids.clipped), club: '7i', carry: 140, sessionName: 'Tuesday practice', clubPath: FULL_RECORD.clubPath });
    expect(data.shot!.clips.map((clip) => [clip.camera, clip.status, clip.fps, clip.impactMs])).toEqual([
      ['face-on', 'ready', 120, 2000],
      ['down-the-line', 'ready', 120, 2000],
    ]);
    expect(data.shot!.clips[0].videoUrl).toMatch(/^\/api\/clips\/[0-9a-f-]{36}\/video$/);
  });

  it("answers 404 for another account's shot, a shot that is not there, and an address that names none", async () => {
    for (const shotId of [String(ids.clipped), '999999999', 'abc', '0']) {
      const { data, status } = await load<ShotViewData>(shotRoute, bob, `/account/shots/${shotId}`, { shotId });
      expect(status).toBe(404);
      expect(data).toEqual({ shot: null, notFound: true });
    }
  });
});

describe('camera marks', () => {
  it("mark the session's shots with a ready clip only", async () => {
    const list = (await t.app.inject({ url: '/api/sessions', headers: { cookie: ann.cookie } })).json() as { sessions: { id: string }[] };
    const id = list.sessions[0].id;
    const { data } = await load<SessionPageData>(sessionRoute, ann, `/account/sessions/${id}`, { sessionId: id });
    expect(data.clipShots).toEqual([String(ids.clipped)]);
    // Bob sees no session of Ann's, and no marks.
    expect((await load<SessionPageData>(sessionRoute, bob, `/account/sessions/${id}`, { sessionId: id })).data).toMatchObject({ notFound: true, clipShots: [] });
  });

  it("list a round's shots with a clip, with the hole", async () => {
    const rounds = (await t.app.inject({ url: '/api/stats/rounds', headers: { cookie: ann.cookie } })).json() as { rounds: { _id: string }[] };
    const roundId = rounds.rounds[0]._id;
    const { data } = await load<RoundPageData>(roundRoute, ann, `/account/round/${roundId}`, { roundId });
    expect(data.swings).toEqual([{ id: String(ids.onHole), club: 'Dr', player: 'Me', hole: 3 }]);
  });

  it("mark Shot data's list of the club's shots", async () => {
    const { data } = await load<AnalysisData>(analysisRoute, ann, '/account/shot-data/analysis?club=7i', {});
    expect(data.dispersion?.points.map((point) => point.id).sort()).toEqual([ids.clipped, ids.plain, ids.processing].map(String).sort());
    expect(data.clipShots).toEqual([String(ids.clipped)]);
  });
});
