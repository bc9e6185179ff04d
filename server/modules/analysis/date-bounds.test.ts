import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { latestGolferDay } from '../../../common/analysis';
import { messages } from '../../../common/messages';
import { createLoggedTestApp, type TestApp } from '../../test/harness';
import { createGolfer, TEST_ORIGIN, type Golfer } from '../../test/factories';
import { shot, uploadAll } from '../../test/ingest-fixtures';

/**
 * Every date a request names is a day a golfer's record can reach (2000-01-01 to the end of next
 * year): past it the answer is a 400 with the bad-date message, asked over a real connection, and
 * the log holds no error, stack or SQL for it.
 */
let t: TestApp & { logLines: string[] };
let base: string;
let me: Golfer;

beforeAll(async () => {
  t = await createLoggedTestApp({}, 'info');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  me = await createGolfer(t, { pro: true });
  await uploadAll(t.app, me.token, 'shots', [shot({ club: '7i', carry: 140, takenAt: '2025-03-05T12:00:00.000Z' })]);
});
afterAll(async () => {
  // fetch keeps its connections open for the next request: ended here, so that closing waits for none.
  t?.app.server.closeAllConnections();
  await t?.close();
});

const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie: me.cookie } });

const lateDays = ['9999-12-31', '10000-01-01', `${Number(latestGolferDay().slice(0, 4)) + 1}-01-01`];
const earlyDays = ['0001-01-01', '1999-12-31'];

describe('date bounds', () => {
  test.each([
    '/api/stats/analysis',
    '/api/stats/analysis/dispersion?club=7i',
    '/api/stats/analysis/trends?club=7i',
  ])('%s refuses days no golfer can have with 400 and the bad-date message', async (route) => {
    const join = route.includes('?') ? '&' : '?';
    for (const day of [...lateDays, ...earlyDays]) {
      for (const name of ['from', 'to']) {
        const res = await get(`${route}${join}${name}=${day}`);
        expect(res.status, `${name}=${day}`).toBe(400);
        expect(((await res.json()) as { error: string }).error, `${name}=${day}`).toBe(messages.analysisBadDate);
      }
    }
    // The last day allowed and the first are still answered.
    const edges = await get(`${route}${join}from=2000-01-01&to=${latestGolferDay()}`);
    expect(edges.status).toBe(200);
  });

  test('the CSV export refuses a day or an instant past the bounds with 400', async () => {
    for (const value of ['9999-12-31', '9999-12-31T23:59:59Z', '1999-12-31T23:59:59Z', '+010000-01-01T00:00:00Z']) {
      const res = await get(`/api/stats/shots.csv?to=${encodeURIComponent(value)}`);
      expect(res.status, value).toBe(400);
    }
    const res = await get('/api/stats/shots.csv?to=9999-12-31');
    expect(((await res.json()) as { error: string }).error).toBe(messages.analysisBadDate);
    expect((await get(`/api/stats/shots.csv?from=2000-01-01&to=${latestGolferDay()}`)).status).toBe(200);
  });

  test('a shared report cannot reach past the bounds', async () => {
    const res = await fetch(`${base}/api/shared-reports`, {
      method: 'POST',
      headers: { cookie: me.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'stats', player: 'all', from: '9999-01-01', to: '9999-12-31' }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(messages.analysisBadDate);
  });

  test('an import day past the bounds is refused before the file is read', async () => {
    const res = await fetch(`${base}/api/import/preview?date=9999-12-31`, {
      method: 'POST',
      headers: { cookie: me.cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
      body: 'Club,Carry\n7i,140\n',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(messages.importBadDay);
  });

  test('none of these refusals logged an error, a stack or SQL', () => {
    const lines = t.logLines.map((line) => JSON.parse(line) as { level: number; msg?: string; err?: unknown });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const text = t.logLines.join('\n');
    expect(text).not.toMatch(/\bselect\b|\bstack\b|timestamptz|RangeError/i);
  });
});
