import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DispersionResponse } from '../../common/schemas/analysis';
import { createGolfer, TEST_ORIGIN, type Golfer, type TestUser } from '../test/factories';
import { shot, uploadAll } from '../test/ingest-fixtures';
import { createTestApp, type TestApp } from '../test/harness';

/*
 * Shot data and its analysis' writes through the real app and the framework's build (decision
 * 031): the page's action takes a hand override and the "Hide mishits" choice as a real form post,
 * without JavaScript, as the page's fetchers send them.
 */
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ogs-web-shot-data-'));
  execFileSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { env: { ...process.env, WEB_BUILD_DIR: dist }, stdio: 'ignore' });
  t = await createTestApp({ WEB_DIST_DIR: dist });
}, 300_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const day = (d: number) => `2025-03-${String(d).padStart(2, '0')}T12:00:00.000Z`;

/** A Pro golfer with 7i and PW shots over two players, one 7i shot topped (a mishit for the rule). */
async function golferWithShots({ pro = true } = {}): Promise<Golfer> {
  const g = await createGolfer(t, { pro });
  const shots = [
    ...[150, 152, 148, 151, 149, 153, 147, 150].map((carry, i) => shot({ club: '7i', carry, offline: i - 4, takenAt: day(3 + i) })),
    shot({ club: '7i', carry: 60, offline: 2, takenAt: day(12) }),
    ...[110, 112, 108].map((carry, i) => shot({ club: 'PW', carry, offline: 1, takenAt: day(4 + i), player: 'Sam' })),
  ];
  await uploadAll(t.app, g.token, 'shots', shots);
  return g;
}

const post = (user: TestUser, url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host, cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const dispersion = async (user: TestUser, query = '?club=7i') =>
  (await t.app.inject({ method: 'GET', url: `/api/stats/analysis/dispersion${query}`, headers: { cookie: user.cookie } })).json<DispersionResponse>();

describe("Shot data's action, posted without JavaScript", () => {
  it('excludes a shot by hand, counts it again and returns it to the rule; refuses another account’s shot, a bad action and a Free user', async () => {
    const g = await golferWithShots();
    const target = (await dispersion(g)).points.find((p) => p.carry === 150)!;
    const excluded = await post(g, '/account/shot-data?club=7i', { intent: 'override', shotId: target.id, action: 'exclude' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect((await dispersion(g)).points.find((p) => p.id === target.id)).toMatchObject({ excluded: true, override: 'excluded' });
    await post(g, '/account/shot-data?club=7i', { intent: 'override', shotId: target.id, action: 'clear' });
    expect((await dispersion(g)).points.find((p) => p.id === target.id)).toMatchObject({ excluded: false, override: null });
    await post(g, '/account/shot-data?club=7i', { intent: 'override', shotId: target.id, action: 'restore-by-hand' });
    expect((await dispersion(g)).points.find((p) => p.id === target.id)).toMatchObject({ excluded: false, override: 'restored' });

    const other = await golferWithShots();
    expect((await post(other, '/account/shot-data', { intent: 'override', shotId: target.id, action: 'exclude' })).statusCode).toBe(404);
    expect((await post(g, '/account/shot-data', { intent: 'override', shotId: target.id, action: 'delete' })).statusCode).toBe(400);
    expect((await post(g, '/account/shot-data', { intent: 'override', shotId: 'x', action: 'exclude' })).statusCode).toBe(400);
    const free = await golferWithShots({ pro: false });
    const refused = await post(free, '/account/shot-data', { intent: 'override', shotId: target.id, action: 'exclude' });
    expect(refused.statusCode).toBe(403);
    expect((await dispersion(g)).points.find((p) => p.id === target.id)).toMatchObject({ override: 'restored' });
  });

  it('remembers the Hide mishits choice', async () => {
    const g = await golferWithShots();
    const topped = (await dispersion(g)).points.find((p) => p.carry === 60)!;
    expect(topped).toMatchObject({ mishit: true, excluded: false });
    expect((await post(g, '/account/shot-data', { intent: 'hide-mishits', hideMishits: 'true' })).statusCode).toBe(200);
    expect((await dispersion(g)).points.find((p) => p.id === topped.id)).toMatchObject({ mishit: true, excluded: true });
    expect((await post(g, '/account/shot-data', { intent: 'hide-mishits', hideMishits: 'maybe' })).statusCode).toBe(400);
    expect((await post(g, '/account/shot-data', { intent: 'hide-mishits', hideMishits: 'false' })).statusCode).toBe(200);
    expect((await dispersion(g)).hideMishits).toBe(false);
    expect((await post(g, '/account/shot-data', { intent: 'something' })).statusCode).toBe(400);
  });
});
