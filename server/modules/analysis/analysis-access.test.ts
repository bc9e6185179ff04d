import { describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import { clubAnalysis, clubDispersion } from './service';
import { testAppForFile } from '../../test/harness';
import { uploadAll } from '../../test/ingest-fixtures';
import { analysisApi, mainFixture } from './analysis-test-api';

/* Who may call the analysis, and the service functions other modules call. */

const t = testAppForFile();

const { golfer, get, send } = analysisApi(() => t);

describe('access', () => {
  test('a signed-in user without Pro is refused with 403 on every analysis call', async () => {
    const free = await golfer({ pro: false });
    for (const url of [
      '/api/stats/analysis',
      '/api/stats/analysis/dispersion?club=7i',
      '/api/stats/analysis/trends?club=7i',
      '/api/stats/analysis/preferences',
    ]) {
      const res = await get(free, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe(messages.proRequired);
    }
    expect((await send(free, 'PUT', '/api/stats/analysis/preferences', { hideMishits: true })).statusCode).toBe(403);
    expect((await send(free, 'PUT', '/api/stats/shots/1/override', { excluded: true })).statusCode).toBe(403);
    expect((await send(free, 'DELETE', '/api/stats/shots/1/override')).statusCode).toBe(403);
  });

  test('signed out: 401; the desktop app’s device token works', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/stats/analysis' })).statusCode).toBe(401);
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', mainFixture());
    const res = await t.app.inject({ method: 'GET', url: '/api/stats/analysis/dispersion?club=Dr', headers: { authorization: `Bearer ${me.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().points).toHaveLength(2);
  });

  test('the service functions other modules reuse answer for any account id and filter', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', mainFixture());
    const r = await clubAnalysis(t.database.db, me.id, { player: 'Me', from: '2025-03-01', to: '2025-03-31' });
    expect(r.clubs.map((c) => c.club)).toEqual(['Dr', '7i', 'PW']);
    const d = await clubDispersion(t.database.db, me.id, { player: null, from: null, to: null, club: 'Dr' });
    expect(d.points.map((p) => p.carry)).toEqual([230, 240]);
  });
});
