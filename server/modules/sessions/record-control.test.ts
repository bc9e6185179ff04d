import { describe, expect, test } from 'vitest';
import { createGolfer, TEST_ORIGIN, type Golfer } from '../../test/factories';
import { testAppForFile } from '../../test/harness';
import { ago, HOUR_MS, round, session, shot, uploadAll } from '../../test/ingest-fixtures';

const t = testAppForFile();

const call = (user: Golfer, method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, ...(payload ? { payload } : {}) });

describe('a session renamed', () => {
  test('the new name is kept, trimmed; blank takes it away; too long, another’s or no session is refused', async () => {
    const me = await createGolfer(t, { pro: true });
    await uploadAll(t.app, me.token, 'sessions', [session({ clientId: 's', name: 'Tuesday' })]);
    const list = (await call(me, 'GET', '/api/sessions')).json();
    const id = list.sessions[0].id as string;

    let res = await call(me, 'PATCH', `/api/sessions/${id}`, { name: '  Wedges only  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: 'Wedges only' });
    expect((await call(me, 'GET', `/api/sessions/${id}`)).json().session.name).toBe('Wedges only');

    res = await call(me, 'PATCH', `/api/sessions/${id}`, { name: '   ' });
    expect(res.json()).toEqual({ name: null });
    expect((await call(me, 'GET', `/api/sessions/${id}`)).json().session.name).toBeNull();

    expect((await call(me, 'PATCH', `/api/sessions/${id}`, { name: 'x'.repeat(201) })).statusCode).toBe(400);
    const other = await createGolfer(t, { pro: true });
    expect((await call(other, 'PATCH', `/api/sessions/${id}`, { name: 'Mine' })).statusCode).toBe(404);
    // As the session's other routes: an address that is no id is refused by the route's check.
    expect((await call(me, 'PATCH', '/api/sessions/not-an-id', { name: 'x' })).statusCode).toBe((await call(me, 'DELETE', '/api/sessions/not-an-id')).statusCode);
  });
});

describe('a round deleted', () => {
  test('goes with its scores, shots and share links; the figures follow; another’s round is not found', async () => {
    const me = await createGolfer(t, { pro: true });
    await uploadAll(t.app, me.token, 'rounds', [
      round({ clientId: 'keep', pars: [4], scores: { Me: [4] } }),
      round({ clientId: 'gone', pars: [4, 4], scores: { Me: [5, 4] } }),
    ]);
    await uploadAll(t.app, me.token, 'shots', [
      shot({ kind: 'round', roundClientId: 'keep', hole: 1, club: 'Dr', carry: 200, takenAt: ago(HOUR_MS) }),
      shot({ kind: 'round', roundClientId: 'gone', hole: 1, club: 'Dr', carry: 220, takenAt: ago(HOUR_MS) }),
      shot({ kind: 'round', roundClientId: 'gone', hole: 2, club: '7i', carry: 140, takenAt: ago(HOUR_MS) }),
    ]);
    const rounds = (await call(me, 'GET', '/api/stats/rounds')).json().rounds as { _id: string; course: string }[];
    const byClient = async (id: string) => {
      for (const r of rounds) {
        const card = (await call(me, 'GET', `/api/stats/round/${r._id}`)).json();
        if (card.holes.length === (id === 'gone' ? 2 : 1)) return r._id;
      }
      throw new Error('no round');
    };
    const gone = await byClient('gone');
    const share = await call(me, 'POST', '/api/shared-reports', { kind: 'round', roundId: gone });
    expect(share.statusCode, share.body).toBe(200);
    const before = (await call(me, 'GET', '/api/stats/shots')).json();
    expect(before.clubs.find((c: { club: { short: string } }) => c.club.short === 'Dr').average).toBe(210);

    const other = await createGolfer(t, { pro: true });
    expect((await call(other, 'DELETE', `/api/stats/round/${gone}`)).statusCode).toBe(404);

    const res = await call(me, 'DELETE', `/api/stats/round/${gone}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: { shots: 2 } });
    expect((await call(me, 'GET', `/api/stats/round/${gone}`)).statusCode).toBe(404);
    expect((await call(me, 'GET', '/api/stats/rounds')).json().rounds).toHaveLength(1);
    const after = (await call(me, 'GET', '/api/stats/shots')).json();
    expect(after.clubs.map((c: { club: { short: string }; average: number; count: number }) => [c.club.short, c.average, c.count])).toEqual([['Dr', 200, 1]]);
    expect((await call(me, 'GET', '/api/shared-reports')).json().reports).toEqual([]);
    expect((await call(me, 'DELETE', `/api/stats/round/${gone}`)).statusCode).toBe(404);
  });
});
