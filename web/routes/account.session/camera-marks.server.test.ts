import { describe, expect, it } from 'vitest';
import { load, clippedShots } from '../../test/clipped-shots.server';
import type { SessionPageData } from './session-page';
import * as route from './route';

/* The camera marks of a session as its loader reads them on the test database: only shots with a ready clip. */
const shots = clippedShots();

describe('camera marks', () => {
  it("mark the session's shots with a ready clip only", async () => {
    const list = (await shots.t.app.inject({ url: '/api/sessions', headers: { cookie: shots.ann.cookie } })).json() as { sessions: { id: string }[] };
    const id = list.sessions[0].id;
    const { data } = await load<SessionPageData>(shots.t, route, shots.ann, `/account/sessions/${id}`, { sessionId: id });
    expect(data.clipShots).toEqual([String(shots.ids.clipped)]);
    // Bob sees no session of Ann's, and no marks.
    expect((await load<SessionPageData>(shots.t, route, shots.bob, `/account/sessions/${id}`, { sessionId: id })).data).toMatchObject({ notFound: true, clipShots: [] });
  });
});
