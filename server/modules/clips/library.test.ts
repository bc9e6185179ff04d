import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { CLIP_LIBRARY_PAGE_SIZE, CLIP_QUOTA_BYTES } from '../../../common/schemas/clips';
import { shots } from '../../db/schema/shots';
import { createTestApp, type TestApp } from '../../test/harness';
import { createGolfer, TEST_ORIGIN, type Golfer } from '../../test/factories';
import { ago, DAY_MS, HOUR_MS, session, shot, uploadAll } from '../../test/ingest-fixtures';
import * as repo from './repo';

/** The swing library, the storage figure and the compare of two swings, through the API. */
describe('the swing library', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (who: Golfer, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });

  async function shotId(who: Golfer, clientId: string): Promise<number> {
    const rows = await t.database.db.select({ id: shots.id }).from(shots).where(and(eq(shots.userId, who.id), eq(shots.clientId, clientId)));
    return rows[0]!.id;
  }

  /** A ready clip of the shot (its row: the library reads no object). */
  async function clipOf(who: Golfer, shot: number, camera: 'face-on' | 'down-the-line' = 'face-on', size = 3_000_000) {
    const id = randomUUID();
    await repo.insertReadyClip(t.database.db, {
      id, userId: who.id, clientId: `clip-${id}`, shotId: shot, camera, fps: 120, impactMs: 1500, filename: `${camera}.mp4`, declaredSize: size,
      contentType: 'video/mp4', codec: 'h264', durationMs: 3000, frameRate: 120, width: 480, height: 270, rotation: 0,
    });
    return id;
  }

  it('lists the shots with clips newest first, paged, filtered by club, player, session and date', async () => {
    const golfer = await createGolfer(t, { pro: true });
    const practice = session({ name: 'Tuesday practice' });
    await uploadAll(t.app, golfer.token, 'sessions', [practice]);
    const long = shot({ club: '7i', carry: 150, sessionClientId: practice.clientId, takenAt: ago(2 * HOUR_MS) });
    const short = shot({ club: '7i', carry: 120, sessionClientId: practice.clientId, takenAt: ago(HOUR_MS) });
    const driver = shot({ club: 'Dr', player: 'Sam', carry: 220, takenAt: ago(10 * DAY_MS) });
    const without = shot({ club: 'PW', carry: 100 });
    await uploadAll(t.app, golfer.token, 'shots', [long, short, driver, without]);
    const [longId, shortId, driverId] = await Promise.all([long, short, driver].map((s) => shotId(golfer, s.clientId!)));
    await clipOf(golfer, longId, 'down-the-line');
    await clipOf(golfer, longId, 'face-on');
    await clipOf(golfer, shortId);
    await clipOf(golfer, driverId);

    const all = (await get(golfer, '/api/clips/library')).json();
    expect(all.shots.map((s: { id: string }) => s.id)).toEqual([shortId, longId, driverId].map(String));
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: CLIP_LIBRARY_PAGE_SIZE, clubs: ['Dr', '7i'], players: ['Me', 'Sam'] });
    expect(all.sessions).toEqual([expect.objectContaining({ name: 'Tuesday practice' })]);
    const longShot = all.shots[1];
    expect(longShot).toMatchObject({ club: '7i', player: 'Me', carry: 150, sessionName: 'Tuesday practice' });
    // Face-on first, each with its poster and video addresses.
    expect(longShot.clips.map((c: { camera: string }) => c.camera)).toEqual(['face-on', 'down-the-line']);
    expect(longShot.clips[0].posterUrl).toBe(`/api/clips/${longShot.clips[0].id}/poster`);

    const ids = async (query: string) => (await get(golfer, `/api/clips/library?${query}`)).json().shots.map((s: { id: string }) => Number(s.id));
    expect(await ids('club=Dr')).toEqual([driverId]);
    expect(await ids('player=Sam')).toEqual([driverId]);
    expect(await ids(`session=${all.sessions[0].id}`)).toEqual([shortId, longId]);
    const day = (ms: number) => new Date(Date.now() - ms).toISOString().slice(0, 10);
    expect(await ids(`from=${day(11 * DAY_MS)}&to=${day(9 * DAY_MS)}`)).toEqual([driverId]);
    // From the short shot's own day (an hour ago is yesterday just after midnight).
    expect(await ids(`from=${day(HOUR_MS)}`)).toEqual(expect.arrayContaining([shortId]));
    expect(await ids('club=Dr&player=Me')).toEqual([]);
    expect((await get(golfer, '/api/clips/library?page=2')).json()).toMatchObject({ shots: [], total: 3, page: 2 });
  });

  it('pages by 24 shots, in SQL', async () => {
    const golfer = await createGolfer(t, { pro: true });
    const many = Array.from({ length: CLIP_LIBRARY_PAGE_SIZE + 2 }, (_, i) => shot({ takenAt: ago((i + 1) * HOUR_MS) }));
    await uploadAll(t.app, golfer.token, 'shots', many);
    for (const s of many) await clipOf(golfer, await shotId(golfer, s.clientId!));
    const first = (await get(golfer, '/api/clips/library')).json();
    const second = (await get(golfer, '/api/clips/library?page=2')).json();
    expect(first.shots).toHaveLength(CLIP_LIBRARY_PAGE_SIZE);
    expect(second.shots).toHaveLength(2);
    expect(first.total).toBe(CLIP_LIBRARY_PAGE_SIZE + 2);
    expect(second.shots.at(-1).id).toBe(String(await shotId(golfer, many.at(-1)!.clientId!)));
  });

  it('refuses bad filters with a clear message, and shows nothing of another account', async () => {
    const golfer = await createGolfer(t, { pro: true });
    const other = await createGolfer(t, { pro: true });
    const theirs = shot({ club: '7i' });
    await uploadAll(t.app, other.token, 'shots', [theirs]);
    const theirShot = await shotId(other, theirs.clientId!);
    await clipOf(other, theirShot);

    expect((await get(golfer, '/api/clips/library')).json()).toMatchObject({ shots: [], total: 0, clubs: [], players: [], sessions: [] });
    expect((await get(golfer, '/api/clips/storage')).json()).toEqual({ used: 0, allowed: CLIP_QUOTA_BYTES, clips: 0 });
    const compared = await get(golfer, `/api/clips/compare?a=${theirShot}&b=${theirShot}`);
    expect(compared.statusCode).toBe(404);
    expect(compared.json()).toMatchObject({ error: 'Shot not found' });

    const refused = async (query: string, message: string) => {
      const res = await get(golfer, `/api/clips/library?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(message);
    };
    await refused('club=seven', "club must be one of the desktop app's club names, such as 7i");
    await refused('from=2025-02-30', 'A date must be a day such as 2025-03-31, not in the future');
    await refused('from=2025-03-02&to=2025-03-01', 'The end date must be on or after the start date');
    await refused('page=0', messages.invalidRequest);
    expect((await t.app.inject({ url: '/api/clips/library' })).statusCode).toBe(401);
  });

  it('counts the storage of the clips not refused against the quota', async () => {
    const golfer = await createGolfer(t, { pro: true });
    const s = shot();
    await uploadAll(t.app, golfer.token, 'shots', [s]);
    const id = await shotId(golfer, s.clientId!);
    await clipOf(golfer, id, 'face-on', 5_000_000);
    const refused = await clipOf(golfer, id, 'down-the-line', 7_000_000);
    await repo.markRefused(t.database.db, golfer.id, refused, 'not a video');
    expect((await get(golfer, '/api/clips/storage')).json()).toEqual({ used: 5_000_000, allowed: CLIP_QUOTA_BYTES, clips: 1 });
  });

  it('puts two shots side by side with their clips and every number; deleting a clip leaves the shot', async () => {
    const golfer = await createGolfer(t, { pro: true });
    const a = shot({ club: '7i', carry: 150, clubSpeed: 40 });
    const b = shot({ club: '7i', carry: 120, clubSpeed: 37 });
    await uploadAll(t.app, golfer.token, 'shots', [a, b]);
    const [aId, bId] = await Promise.all([shotId(golfer, a.clientId!), shotId(golfer, b.clientId!)]);
    const clip = await clipOf(golfer, aId);
    await clipOf(golfer, bId);

    const res = await get(golfer, `/api/clips/compare?a=${aId}&b=${bId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ a: { id: String(aId), carry: 150, clubSpeed: 40, clips: [{ id: clip }] }, b: { id: String(bId), carry: 120, clubSpeed: 37 } });
    expect((await get(golfer, '/api/clips/compare?a=x&b=1')).statusCode).toBe(400);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/clips/${clip}`, headers: { cookie: golfer.cookie, origin: TEST_ORIGIN } });
    expect(deleted.statusCode).toBe(204);
    const after = (await get(golfer, `/api/clips/compare?a=${aId}&b=${bId}`)).json();
    expect(after.a.clips).toEqual([]);
    expect((await get(golfer, '/api/clips/library')).json().shots.map((s: { id: string }) => s.id)).toEqual([String(bId)]);
  });
});
