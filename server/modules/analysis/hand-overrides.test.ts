import { describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import { testAppForFile } from '../../test/harness';
import { uploadAll } from '../../test/ingest-fixtures';
import { analysisApi, row, s, mainFixture } from './analysis-test-api';

/* A shot excluded or restored by hand, and what it does to the analysis figures. */

const t = testAppForFile();

const { golfer, send, gapping, dispersion, setHide } = analysisApi(() => t);

describe('hand overrides', () => {
  test('a shot excluded by hand leaves every figure whatever the toggle; restored by hand it counts although flagged', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', mainFixture());
    const points = (await dispersion(me, '?club=7i')).points;
    const shot148 = points.find((p) => p.carry === 148)!;
    const mishit = points.find((p) => p.carry === 100)!;

    const excluded = await send(me, 'PUT', `/api/stats/shots/${shot148.id}/override`, { excluded: true });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json()).toEqual({ shotId: shot148.id, override: 'excluded' });
    let seven = row(await gapping(me), '7i');
    expect(seven).toMatchObject({ shots: 5, excluded: 1 });
    expect(seven.carry.mean).toBeCloseTo((820 - 148) / 5, 9);
    const after = (await dispersion(me, '?club=7i')).points.find((p) => p.id === shot148.id)!;
    expect(after).toMatchObject({ excluded: true, override: 'excluded', mishit: false });

    // Hiding too: the mishit and the hand-excluded shot are out; restoring the mishit by hand brings it back.
    await setHide(me, true);
    expect(row(await gapping(me), '7i')).toMatchObject({ shots: 4, excluded: 2 });
    expect((await send(me, 'PUT', `/api/stats/shots/${mishit.id}/override`, { excluded: false })).json()).toEqual({
      shotId: mishit.id,
      override: 'restored',
    });
    seven = row(await gapping(me), '7i');
    expect(seven).toMatchObject({ shots: 5, excluded: 1, mishits: 1 });
    expect(seven.carry.mean).toBeCloseTo((820 - 148) / 5, 9);
    const ellipseCount = await dispersion(me, '?club=7i');
    expect(ellipseCount.points.find((p) => p.id === mishit.id)).toMatchObject({ mishit: true, excluded: false, override: 'restored' });

    // Deleting the overrides returns both to the rule.
    for (const id of [shot148.id, mishit.id]) {
      const res = await send(me, 'DELETE', `/api/stats/shots/${id}/override`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ shotId: id, override: null });
    }
    expect(row(await gapping(me), '7i')).toMatchObject({ shots: 5, excluded: 1 });
    // Deleting again is harmless.
    expect((await send(me, 'DELETE', `/api/stats/shots/${shot148.id}/override`)).statusCode).toBe(200);
  });

  test('another account’s shot, or one that does not exist, is not found', async () => {
    const owner = await golfer();
    const other = await golfer();
    await uploadAll(t.app, owner.token, 'shots', [s('7i', 140, { offline: 0 })]);
    const [point] = (await dispersion(owner, '?club=7i')).points;
    for (const [method, payload] of [
      ['PUT', { excluded: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await send(other, method, `/api/stats/shots/${point.id}/override`, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(messages.shotNotFound);
    }
    expect((await send(other, 'PUT', '/api/stats/shots/999999999/override', { excluded: true })).statusCode).toBe(404);
    // A malformed id is refused before any query (400), with the same message.
    const malformed = await send(other, 'PUT', "/api/stats/shots/1' or '1'='1/override", { excluded: true });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe(messages.shotNotFound);
    expect((await send(other, 'PUT', `/api/stats/shots/${point.id}/override`, { excluded: 'yes' })).statusCode).toBe(400);
    // Nothing changed for the owner.
    expect((await dispersion(owner, '?club=7i')).points[0].override).toBeNull();
  });

  test('one account’s overrides and choice do not touch another’s figures', async () => {
    const a = await golfer();
    const b = await golfer();
    await uploadAll(t.app, a.token, 'shots', mainFixture());
    await uploadAll(t.app, b.token, 'shots', mainFixture());
    await setHide(a, true);
    expect(row(await gapping(a), '7i').shots).toBe(5);
    expect(row(await gapping(b), '7i').shots).toBe(6);
  });
});
