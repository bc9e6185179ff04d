import { randomBytes, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import type { SharedReport, SharedView } from '../../../common/schemas/sharing';
import { shots } from '../../db/schema/shots';
import { createTestApp, type TestApp } from '../../test/harness';
import { createGolfer, TEST_ORIGIN, type Golfer } from '../../test/factories';
import { round, shot, uploadAll } from '../../test/ingest-fixtures';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import * as clipsRepo from '../clips/repo';
import { createClipStorage, type ClipStorage } from '../clips/storage';

/** A swing clip shown with a shared report, read through the link's token on both stores. */
describe.each(['files', 's3'] as const)('a shared report with a swing clip, clips on %s', (backend) => {
  let t: TestApp;
  let s3: TestS3Server | null = null;
  let storage: ClipStorage;
  let dataDir: string;
  const video = randomBytes(200_000);
  const poster = randomBytes(5_000);

  beforeAll(async () => {
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-shared-clip-'));
    if (backend === 's3') s3 = await startTestS3Server();
    t = await createTestApp({ DATA_DIR: dataDir, ...(s3?.env ?? {}) });
    storage = createClipStorage(t.config);
  }, 120_000);
  afterAll(async () => {
    storage?.close();
    await t?.close();
    await s3?.close();
    await fsp.rm(dataDir, { recursive: true, force: true });
  });

  const as = (who: Golfer) => ({ cookie: who.cookie, origin: TEST_ORIGIN });
  const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  /** A round of the golfer's with one shot on it, and a ready clip of that shot whose objects are stored. */
  async function roundWithClip(who: Golfer): Promise<{ roundId: string; clipId: string; clientId: string }> {
    const course = `Clip course ${randomUUID()}`;
    const played = round({ course, players: ['Me'], pars: [4], scores: { Me: [4] } });
    await uploadAll(t.app, who.token, 'rounds', [played]);
    const tee = shot({ club: '7i', carry: 150, roundClientId: played.clientId, hole: 1, kind: 'round' });
    await uploadAll(t.app, who.token, 'shots', [tee]);
    const [row] = await t.database.db.select({ id: shots.id, roundId: shots.roundId }).from(shots).where(and(eq(shots.userId, who.id), eq(shots.clientId, tee.clientId!)));
    const clipId = randomUUID();
    const clientId = `clip-${clipId}`;
    await clipsRepo.insertReadyClip(t.database.db, {
      id: clipId, userId: who.id, clientId, shotId: row!.id, camera: 'face-on', fps: 120, impactMs: 1500, filename: 'face-on.mp4', declaredSize: video.length,
      contentType: 'video/mp4', codec: 'h264', durationMs: 3000, frameRate: 120, width: 480, height: 270, rotation: 0,
    });
    const files = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-shared-clip-objects-'));
    await fsp.writeFile(path.join(files, 'video'), video);
    await fsp.writeFile(path.join(files, 'poster'), poster);
    await storage.putVideo(clipId, path.join(files, 'video'), 'video/mp4');
    await storage.putPoster(clipId, path.join(files, 'poster'));
    await fsp.rm(files, { recursive: true });
    return { roundId: row!.roundId!, clipId, clientId };
  }

  async function share(who: Golfer, payload: object) {
    return t.app.inject({ method: 'POST', url: '/api/shared-reports', headers: as(who), payload });
  }
  const tokenOf = (report: SharedReport) => report.url!.split('/').pop()!;

  it('serves the clip through the link, with ranges, its type, nosniff and inline, until the link is revoked', async () => {
    const golfer = await createGolfer(t, { pro: true });
    const { roundId, clipId } = await roundWithClip(golfer);
    const created = await share(golfer, { kind: 'round', roundId, clipId });
    expect(created.statusCode).toBe(200);
    const report = created.json().report as SharedReport;
    expect(report.clip).toMatchObject({ id: clipId, camera: 'face-on', club: '7i' });
    const token = tokenOf(report);

    const view = (await read(`/api/shared/${token}`)).json() as SharedView;
    expect(view.clip).toEqual({
      camera: 'face-on', club: '7i', takenAt: expect.any(String), fps: 120, durationMs: 3000, impactMs: 1500, width: 480, height: 270, rotation: 0,
      videoUrl: `/api/shared/${token}/clip/video`, posterUrl: `/api/shared/${token}/clip/poster`,
    });
    // Nothing of the owner's ids is shown to the visitor.
    expect(JSON.stringify(view)).not.toContain(clipId);

    const whole = await read(view.clip!.videoUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4', 'x-content-type-options': 'nosniff', 'content-disposition': 'inline', 'cache-control': 'no-store', 'accept-ranges': 'bytes',
    });
    // Streamed by the server on either store: no address of the store is handed out.
    expect(whole.headers.location).toBeUndefined();

    const range = await read(view.clip!.videoUrl, { range: 'bytes=1000-1999' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(range.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);

    const image = await read(view.clip!.posterUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(poster)).toBe(true);

    const revoked = await t.app.inject({ method: 'POST', url: `/api/shared-reports/${report._id}/revoke`, headers: as(golfer) });
    expect(revoked.statusCode).toBe(200);
    for (const url of [view.clip!.videoUrl, view.clip!.posterUrl]) {
      const gone = await read(url, { range: 'bytes=0-99' });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error).toBe(messages.sharedUnavailableTitle);
    }
  });

  it('refuses another account’s clip, and a clip taken off or deleted stops showing', async () => {
    const golfer = await createGolfer(t, { pro: true });
    const other = await createGolfer(t, { pro: true });
    const mine = await roundWithClip(golfer);
    const theirs = await roundWithClip(other);

    const refused = await share(golfer, { kind: 'round', roundId: mine.roundId, clipId: theirs.clipId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe(messages.shareClipUnknown);
    const unknown = await share(golfer, { kind: 'round', roundId: mine.roundId, clipId: randomUUID() });
    expect(unknown.json().error).toBe(messages.shareClipUnknown);
    const malformed = await share(golfer, { kind: 'round', roundId: mine.roundId, clipId: 'not-a-clip' });
    expect(malformed.statusCode).toBe(400);

    const plain = (await share(golfer, { kind: 'round', roundId: mine.roundId })).json().report as SharedReport;
    expect(plain.clip).toBeNull();
    const token = tokenOf(plain);
    expect((await read(`/api/shared/${token}`)).json().clip).toBeNull();
    expect((await read(`/api/shared/${token}/clip/video`)).statusCode).toBe(404);

    const patch = (clipId: string | null, who = golfer, id = plain._id) =>
      t.app.inject({ method: 'PATCH', url: `/api/shared-reports/${id}`, headers: as(who), payload: { clipId } });
    const stolen = await patch(theirs.clipId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error).toBe(messages.shareClipUnknown);
    // Another account cannot change this account's link either.
    expect((await patch(theirs.clipId, other)).statusCode).toBe(404);

    const added = await patch(mine.clipId);
    expect(added.statusCode).toBe(200);
    expect(added.json().report.clip).toMatchObject({ id: mine.clipId });
    expect((await read(`/api/shared/${token}/clip/video`)).statusCode).toBe(200);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/shared-reports', headers: as(golfer) })).json().reports as SharedReport[];
    expect(listed.find((r) => r._id === plain._id)?.clip).toMatchObject({ id: mine.clipId, club: '7i' });

    const removed = await patch(null);
    expect(removed.json().report.clip).toBeNull();
    expect((await read(`/api/shared/${token}/clip/video`)).statusCode).toBe(404);

    await patch(mine.clipId);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/clips/${mine.clipId}`, headers: as(golfer) });
    expect(deleted.statusCode).toBe(204);
    expect((await read(`/api/shared/${token}`)).json().clip).toBeNull();
    expect((await read(`/api/shared/${token}/clip/video`)).statusCode).toBe(404);
    // The page and its scorecard still show.
    expect((await read(`/api/shared/${token}`)).statusCode).toBe(200);
  });
});
