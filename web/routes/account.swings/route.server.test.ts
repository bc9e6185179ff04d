import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { clips } from '../../../server/db/schema/clips';
import { shots } from '../../../server/db/schema/shots';
import { createGolfer, type TestUser } from '../../../server/test/factories';
import { clippedShots } from '../../test/clipped-shots.server';
import { callAction, callLoader } from '../../test/route-args.server';
import { DELETE_CLIP_INTENT } from './library-filters';
import * as libraryRoute from './route';
import type { SwingLibraryPageData } from './swing-library-page';

/*
 * The swing library's loader and action as the framework calls them, on the test database: the
 * account's shots with clips (a clip still processing counts, a shot without one does not), the
 * filters of the address, and a clip's Delete.
 */
const s = clippedShots();

const load = (user: TestUser | null, path = '/account/swings') => callLoader<SwingLibraryPageData | null>(s.t, libraryRoute, user, path);
const post = (user: TestUser | null, fields: Record<string, string>, path = '/account/swings') => callAction<unknown>(s.t, libraryRoute, user, path, fields);
const shotIds = (page: SwingLibraryPageData | null) => page!.library!.shots.map((shot) => Number(shot.id)).sort((x, y) => x - y);
const api = async (user: TestUser, query = '') => (await s.t.app.inject({ url: `/api/clips/library${query}`, headers: { cookie: user.cookie } })).json();
const clipsOf = (shotId: number) => s.t.database.db.select({ id: clips.id }).from(clips).where(eq(clips.shotId, shotId));

/** A form's post without JavaScript: the redirect the action answers, as the framework passes it on. */
async function deleteRedirect(user: TestUser, clipId: string, path: string) {
  const answer = (await post(user, { intent: DELETE_CLIP_INTENT, clipId }, path)).data;
  expect(answer).toBeInstanceOf(Response);
  return { status: (answer as Response).status, location: (answer as Response).headers.get('location') };
}

describe('the swing library’s loader', () => {
  it('lists the account’s shots with clips as the API does, and none of another account’s', async () => {
    const { data, status } = await load(s.ann);
    expect(status).toBe(200);
    expect(data!.filters).toEqual({});
    expect(shotIds(data)).toEqual([s.ids.clipped, s.ids.processing, s.ids.onHole].sort((x, y) => x - y));
    expect(data!.library).toEqual(await api(s.ann));
    expect(data!.library).toMatchObject({ total: 3, page: 1, clubs: ['Dr', '7i'] });
    const clipped = data!.library!.shots.find((shot) => Number(shot.id) === s.ids.clipped);
    expect(clipped!.clips.map((clip) => clip.camera)).toEqual(['face-on', 'down-the-line']);
    expect((await load(s.bob)).data!.library).toMatchObject({ shots: [], total: 0, clubs: [], players: [] });
  });

  it('reads the club, session and day filters, and leaves out one the API would refuse', async () => {
    const irons = (await load(s.ann, '/account/swings?club=7i')).data!;
    expect(irons.filters).toEqual({ club: '7i' });
    expect(shotIds(irons)).toEqual([s.ids.clipped, s.ids.processing].sort((x, y) => x - y));

    const [row] = await s.t.database.db.select({ sessionId: shots.sessionId }).from(shots).where(eq(shots.id, s.ids.clipped));
    const practice = (await load(s.ann, `/account/swings?session=${row!.sessionId}`)).data!;
    expect(shotIds(practice)).toEqual([s.ids.clipped, s.ids.processing].sort((x, y) => x - y));

    const today = new Date().toISOString().slice(0, 10);
    expect(shotIds((await load(s.ann, `/account/swings?from=2000-01-01&to=2000-01-02`)).data)).toEqual([]);
    expect((await load(s.ann, `/account/swings?from=2000-01-01&to=${today}`)).data!.library!.total).toBe(3);

    // An unknown club, a session that is no id, an impossible day and a bad page are left out.
    const unknown = (await load(s.ann, '/account/swings?club=Putter9&session=abc&from=2024-02-31&page=0')).data!;
    expect(unknown.filters).toEqual({});
    expect(unknown.library!.total).toBe(3);
    // Reversed days keep the first and leave the second out.
    const reversed = (await load(s.ann, `/account/swings?from=${today}&to=2000-01-01`)).data!;
    expect(reversed.filters).toEqual({ from: today });
  });

  it('pages past the end to an empty page, and reads a free account’s own library (no Pro needed to see clips kept)', async () => {
    expect((await load(s.ann, '/account/swings?page=2')).data!.library).toMatchObject({ shots: [], total: 3, page: 2 });
    const free = await createGolfer(s.t, { pro: false });
    expect((await load(free)).data!.library).toMatchObject({ shots: [], total: 0 });
    expect((await load(null)).data).toBeNull();
  });
});

describe('the swing library’s Delete', () => {
  it('refuses another intent, another account’s clip and a clip that is not there, deleting nothing', async () => {
    const [clip] = await clipsOf(s.ids.onHole);
    expect(await post(s.ann, { intent: 'remove', clipId: clip!.id })).toEqual({ status: 400, data: { ok: false, error: messages.invalidRequest } });
    for (const clipId of [clip!.id, 'not-a-clip', crypto.randomUUID()]) {
      expect(await post(s.bob, { intent: DELETE_CLIP_INTENT, clipId })).toEqual({ status: 404, data: { ok: false, error: messages.clipNotFound } });
    }
    expect(await post(null, { intent: DELETE_CLIP_INTENT, clipId: clip!.id })).toEqual({ status: 401, data: { ok: false, error: messages.notSignedIn } });
    expect(await clipsOf(s.ids.onHole)).toEqual([clip]);
  });

  it('deletes the account’s clip and lands on the list with its filters, without `?delete`, saying it was deleted', async () => {
    const [clip] = await clipsOf(s.ids.onHole);
    expect(await deleteRedirect(s.ann, clip!.id, `/account/swings?club=Dr&delete=${clip!.id}`)).toEqual({ status: 302, location: '/account/swings?club=Dr&deleted=1' });
    expect(await clipsOf(s.ids.onHole)).toEqual([]);
    expect(shotIds((await load(s.ann)).data)).toEqual([s.ids.clipped, s.ids.processing].sort((x, y) => x - y));
    // Deleted once: a second Delete finds nothing.
    expect(await post(s.ann, { intent: DELETE_CLIP_INTENT, clipId: clip!.id })).toMatchObject({ status: 404 });
  });
});
