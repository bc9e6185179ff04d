import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clips } from '../../../server/db/schema/clips';
import { shots } from '../../../server/db/schema/shots';
import type { TestUser } from '../../../server/test/factories';
import { clippedShots } from '../../test/clipped-shots.server';
import { callLoader } from '../../test/route-args.server';
import * as compareRoute from './route';
import type { SwingComparePageData } from './swing-compare-page';

/*
 * The swing comparison's loader as the framework calls it, on the test database: two shots of the
 * account's side by side with their clips; a shot that is another account's, or not there,
 * answers 404 with the not-found page.
 */
const s = clippedShots();

const load = (user: TestUser | null, query: string) => callLoader<SwingComparePageData | null>(s.t, compareRoute, user, `/account/swings/compare${query}`);

/** The redirect the loader throws for the library's boxes sent without JavaScript. */
async function thrownRedirect(user: TestUser, query: string) {
  try {
    await load(user, query);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get('location') };
  }
  return null;
}

describe('the swing comparison’s loader', () => {
  it('reads two of the account’s shots with their clips and numbers, as the API does', async () => {
    const { data, status } = await load(s.ann, `?a=${s.ids.clipped}&b=${s.ids.onHole}`);
    expect(status).toBe(200);
    expect(data).toMatchObject({ state: 'ready', extremes: null });
    if (data?.state !== 'ready') throw new Error('not ready');
    expect(data.compare).toMatchObject({ a: { id: String(s.ids.clipped), club: '7i', carry: 140 }, b: { id: String(s.ids.onHole), club: 'Dr', carry: 220 } });
    expect(data.compare.a.clips.map((clip) => clip.camera)).toEqual(['face-on', 'down-the-line']);
    expect(data.compare.b.clips.map((clip) => clip.camera)).toEqual(['face-on']);
    const api = await s.t.app.inject({ url: `/api/clips/compare?a=${s.ids.clipped}&b=${s.ids.onHole}`, headers: { cookie: s.ann.cookie } });
    expect(data.compare).toEqual(api.json());
  });

  it('answers 404 when either shot is another account’s or not there', async () => {
    for (const query of [`?a=${s.ids.clipped}&b=${s.ids.onHole}`, `?a=${s.ids.clipped}&b=999999999`]) {
      expect(await load(s.bob, query)).toEqual({ status: 404, data: { state: 'not found' } });
    }
    expect(await load(s.ann, `?a=${s.ids.clipped}&b=999999999`)).toEqual({ status: 404, data: { state: 'not found' } });
    expect(await load(s.ann, `?shot=${s.ids.clipped}&shot=999999999`)).toEqual({ status: 404, data: { state: 'not found' } });
  });

  it('asks for two shots when the address names fewer, or not as ids', async () => {
    for (const query of ['', `?a=${s.ids.clipped}`, '?a=abc&b=def']) expect(await load(s.ann, query)).toEqual({ status: 200, data: { state: 'missing' } });
    expect((await load(null, `?a=${s.ids.clipped}&b=${s.ids.onHole}`)).data).toBeNull();
  });

  it('sends the library’s two boxes to the comparison, the earlier swing first, whichever box came first', async () => {
    // The fixture's shots share one time: the round's drive is made an hour the earlier.
    const [clipped] = await s.t.database.db.select({ takenAt: shots.takenAt }).from(shots).where(eq(shots.id, s.ids.clipped));
    await s.t.database.db.update(shots).set({ takenAt: new Date(clipped!.takenAt.getTime() - 3_600_000) }).where(eq(shots.id, s.ids.onHole));
    for (const boxes of [`?shot=${s.ids.onHole}&shot=${s.ids.clipped}`, `?shot=${s.ids.clipped}&shot=${s.ids.onHole}`]) {
      expect(await thrownRedirect(s.ann, boxes)).toEqual({ status: 302, location: `/account/swings/compare?a=${s.ids.onHole}&b=${s.ids.clipped}` });
    }
  });

  it('compares a session’s longest and shortest swing of a club with clips, and says when there are not two', async () => {
    const [row] = await s.t.database.db.select({ sessionId: shots.sessionId }).from(shots).where(eq(shots.id, s.ids.clipped));
    const sessionId = row!.sessionId!;
    const extremes = await load(s.ann, `?session=${sessionId}&club=7i`);
    expect(extremes.status).toBe(200);
    expect(extremes.data).toMatchObject({
      state: 'ready',
      extremes: { club: '7i', sessionId },
      compare: { a: { id: String(s.ids.clipped), carry: 140 }, b: { id: String(s.ids.processing), carry: 135 } },
    });
    expect((await load(s.ann, `?session=${sessionId}&club=Dr`)).data).toEqual({ state: 'no extremes', club: 'Dr' });
    expect((await load(s.bob, `?session=${sessionId}&club=7i`)).data).toEqual({ state: 'no extremes', club: '7i' });
    // One swing of the club left with a clip: nothing to compare it with.
    await s.t.database.db.delete(clips).where(eq(clips.shotId, s.ids.processing));
    expect((await load(s.ann, `?session=${sessionId}&club=7i`)).data).toEqual({ state: 'no extremes', club: '7i' });
  });
});
