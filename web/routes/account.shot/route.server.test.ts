import { describe, expect, it } from 'vitest';
import { FULL_RECORD } from '../../../server/test/ingest-fixtures';
import { load, clippedShots } from '../../test/clipped-shots.server';
import type { ShotViewData } from './shot-view';
import * as shotRoute from './route';

/*
 * The shot view's loader as the framework calls it on the test database: a shot with two ready
 * clips is shown with them; another account's shot is not found.
 */
const shots = clippedShots();

describe('the shot view', () => {
  it('reads the shot with every number and its ready clips, face-on first', async () => {
    const { data, status } = await load<ShotViewData>(shots.t, shotRoute, shots.ann, `/account/shots/${shots.ids.clipped}`, { shotId: String(shots.ids.clipped) });
    expect(status).toBe(200);
    expect(data.notFound).toBe(false);
    expect(data.shot).toMatchObject({ id: String(shots.ids.clipped), club: '7i', carry: 140, sessionName: 'Tuesday practice', clubPath: FULL_RECORD.clubPath });
    expect(data.shot!.clips.map((clip) => [clip.camera, clip.status, clip.fps, clip.impactMs])).toEqual([
      ['face-on', 'ready', 120, 2000],
      ['down-the-line', 'ready', 120, 2000],
    ]);
    expect(data.shot!.clips[0].videoUrl).toMatch(/^\/api\/clips\/[0-9a-f-]{36}\/video$/);
  });

  it("answers 404 for another account's shot, a shot that is not there, and an address that names none", async () => {
    for (const shotId of [String(shots.ids.clipped), '999999999', 'abc', '0']) {
      const { data, status } = await load<ShotViewData>(shots.t, shotRoute, shots.bob, `/account/shots/${shotId}`, { shotId });
      expect(status).toBe(404);
      expect(data).toEqual({ shot: null, notFound: true });
    }
  });
});
