import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clipJobs, clips } from '../../db/schema/clips';
import { shots } from '../../db/schema/shots';
import { users } from '../../db/schema/users';
import { createGolfer, type Golfer } from '../../test/factories';
import { session, uploadAll } from '../../test/ingest-fixtures';
import { tusUpload, until } from '../../test/tus-client';
import { createClipJobs } from './jobs';
import { createClipStorage } from './storage';
import { CLIP_BACKENDS, clipFilesForTheFile, clipSuite } from './clips-test-setup';

const clipFiles = clipFilesForTheFile();

describe.each(CLIP_BACKENDS)('swing clips on %s', (backend) => {
  const { c, inject, settled, objectsOf, newShot, meta } = clipSuite(backend, clipFiles);

  it("removes a deleted shot's, session's and account's clips with their objects", async () => {
    const video = await fsp.readFile(c.files.webm);
    const stored = async (who: Golfer, extra: Record<string, unknown> = {}) => {
      const target = await newShot(who, extra);
      const { done } = tusUpload(c.running.base, who.token, video, { clientId: randomUUID(), shotClientId: target.clientId, camera: 'other', fps: '30' });
      const { clipId } = await done;
      await until('the clip to be ready', async () => (await c.db.database.db.select().from(clips).where(eq(clips.id, clipId)))[0]?.status === 'ready');
      expect((await objectsOf(clipId)).length).toBeGreaterThan(0);
      return { clipId, shotId: target.id };
    };
    const gone = (clipId: string) => until(`the objects of ${clipId} to go`, async () => (await objectsOf(clipId)).length === 0);

    const byShot = await stored(c.golfer);
    await c.db.database.db.delete(shots).where(eq(shots.id, byShot.shotId));
    await gone(byShot.clipId);

    const rangeSession = session();
    await uploadAll(c.running.app, c.golfer.token, 'sessions', [rangeSession]);
    const bySession = await stored(c.golfer, { sessionClientId: rangeSession.clientId });
    const sessions = (await inject('GET', '/api/sessions')).json();
    const sessionId = sessions.sessions.find((s: { clientId?: string; id: string }) => s.clientId === rangeSession.clientId)?.id ?? sessions.sessions[0].id;
    const deleted = await c.running.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: { cookie: c.golfer.cookie, origin: 'http://localhost:3000' } });
    expect(deleted.statusCode).toBe(200);
    await gone(bySession.clipId);

    const leaving = await createGolfer({ app: c.running.app, database: c.db.database }, { pro: true });
    const byAccount = await stored(leaving);
    await c.db.database.db.delete(users).where(eq(users.id, leaving.id));
    await gone(byAccount.clipId);
  });

  it('sweeps incomplete uploads past 24 hours and objects no clip names', async () => {
    const video = await fsp.readFile(c.files.mp4);
    const started = tusUpload(c.running.base, c.golfer.token, video, meta(), {
      chunkSize: 1000,
      onChunkComplete(_size, sent) {
        if (sent >= 1000) void started.upload.abort();
      },
    });
    const url = await until('a started upload', async () => started.upload.url ?? null);
    const clipId = url.split('/').pop()!;
    await until('its first bytes', async () => (await objectsOf(clipId)).length > 0);
    await c.db.database.db.update(clips).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(clips.id, clipId));

    // A complete upload whose completion was never recorded: the sweep finds it and has it probed.
    const { clipId: lostId } = await tusUpload(c.running.base, c.golfer.token, video, meta()).done;
    await settled(lostId);
    await c.db.database.db.update(clips).set({ status: 'uploading', createdAt: new Date(Date.now() - 3_600_000) }).where(eq(clips.id, lostId));

    const storage = createClipStorage(c.config);
    const orphan = randomUUID();
    await storage.putVideo(orphan, c.files.webm, 'video/webm');
    const jobs = createClipJobs({ db: c.db.database.db, storage, log: c.running.app.log, pollIntervalMs: 100, tools: c.config.clips.tools, orphanGraceMs: 0 });
    // The app's own loop may take the sweep first (and leave the young orphan): the sweep is made due again until this one has run it.
    await until('the sweep', async () => {
      await c.db.database.db.update(clipJobs).set({ nextAttemptAt: new Date(Date.now() - 1000), lockedUntil: null }).where(eq(clipJobs.kind, 'sweep'));
      await jobs.runOnce();
      return (await objectsOf(orphan)).length === 0;
    });
    storage.close();
    expect((await inject('GET', `/api/clips/${clipId}`)).statusCode).toBe(404);
    await until('the expired upload to go', async () => (await objectsOf(clipId)).length === 0);
    const head = await fetch(url, { method: 'HEAD', headers: { authorization: `Bearer ${c.golfer.token}`, 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(404);
    expect((await settled(lostId)).status).toBe('ready');
  });
});
