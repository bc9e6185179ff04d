import { describe, expect, it } from 'vitest';
import { load, clippedShots } from '../../test/clipped-shots.server';
import type { RoundPageData } from './round-page';
import * as route from './route';

/* The camera marks of a round as its loader reads them on the test database: only shots with a ready clip. */
const shots = clippedShots();

describe('camera marks', () => {
  it("list a round's shots with a clip, with the hole", async () => {
    const rounds = (await shots.t.app.inject({ url: '/api/stats/rounds', headers: { cookie: shots.ann.cookie } })).json() as { rounds: { _id: string }[] };
    const roundId = rounds.rounds[0]._id;
    const { data } = await load<RoundPageData>(shots.t, route, shots.ann, `/account/round/${roundId}`, { roundId });
    expect(data.swings).toEqual([{ id: String(shots.ids.onHole), club: 'Dr', player: 'Me', hole: 3 }]);
  });
});
