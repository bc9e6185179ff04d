import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import type { SharedReport, SharedView } from '../../../common/schemas/sharing';
import { redactUrl } from '../../app';
import { sharedReports } from '../../db/schema/shared-reports';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../test/harness';
import { createGolfer, TEST_ORIGIN, type Golfer, type TestUser } from '../../test/factories';
import { round, shot, uploadAll } from '../../test/ingest-fixtures';
import { SHARED_VIEW_RATE_LIMIT } from './routes';
import { openToken, sha256Hex } from '../accounts/tokens';
import { sealLegacyShareTokens } from './service';

/** The test configuration's PUBLIC_URL (the factories' Origin is the site's own). */
const PUBLIC_URL = 'http://localhost:3000';

let t: TestApp;
beforeAll(async () => {
  // No web build: the page's head is rendered into the fallback page.
  t = await createTestApp({ PUBLIC_URL, WEB_DIST_DIR: 'dist/does-not-exist' });
  expect(t.config.publicUrl).toBe(TEST_ORIGIN);
});
afterAll(async () => {
  await t?.close();
});

const golfer = ({ pro = false } = {}): Promise<Golfer> => createGolfer(t, { pro });

/** Uploads one round (course 'Share Links', players Ann and Bob) and returns its id. */
async function uploadRound(user: Golfer, course = 'Share Links'): Promise<string> {
  await uploadAll(t.app, user.token, 'rounds', [
    round({ course, players: ['Ann', 'Bob'], pars: [4, 3, 5], scores: { Ann: [5, 3, 4], Bob: [6, null, 5] } }),
  ]);
  const res = await t.app.inject({ method: 'GET', url: '/api/stats/rounds', headers: { cookie: user.cookie } });
  return res.json().rounds.find((r: { course: string }) => r.course === course)._id;
}

function create(user: TestUser, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/shared-reports', headers: { cookie: user.cookie, origin: TEST_ORIGIN, ...headers }, payload: payload as object });
}

async function createOk(user: TestUser, payload: unknown): Promise<SharedReport> {
  const res = await create(user, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().report;
}

const list = async (user: TestUser): Promise<SharedReport[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/shared-reports', headers: { cookie: user.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().reports;
};

const revoke = (user: TestUser, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/shared-reports/${id}/revoke`, headers: { cookie: user.cookie, origin: TEST_ORIGIN } });

const tokenOf = (report: SharedReport) => (report.url ?? '').slice(`${PUBLIC_URL}/shared/`.length);

/** Signed out: no cookie at all. */
const view = (token: string, remoteAddress?: string) => t.app.inject({ method: 'GET', url: `/api/shared/${token}`, remoteAddress });

describe('round reports', () => {
  test('create → listed in Settings → viewed signed out → revoked → 404 at once', async () => {
    const owner = await golfer();
    const roundId = await uploadRound(owner);
    const report = await createOk(owner, { kind: 'round', roundId });
    expect(report).toMatchObject({ kind: 'round', course: 'Share Links', player: null, from: null, to: null });
    expect(report.url).toMatch(new RegExp(`^${PUBLIC_URL}/shared/[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(report.playedAt!)).not.toBeNaN();
    expect(await list(owner)).toEqual([report]);

    // Only the token's hash finds the report; the copy sealed with LINK_TOKEN_KEY shows the link
    // again (docs/decisions/013).
    const [row] = await t.database.db.select().from(sharedReports).where(eq(sharedReports.id, report._id));
    expect(row.tokenHash).toBe(sha256Hex(tokenOf(report)));
    expect(row.token).toBeNull();
    expect(openToken(row.tokenSealed ?? '', t.config.linkTokenKey)).toBe(tokenOf(report));
    expect(Object.values(row)).not.toContain(tokenOf(report));

    const res = await view(tokenOf(report));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const body: SharedView = res.json();
    expect(body.kind).toBe('round');
    if (body.kind !== 'round') return;
    expect(body.units).toEqual({ distanceUnit: 'yd', speedUnit: 'mph' });
    expect(body.round.course).toBe('Share Links');
    expect(body.round.players).toEqual(['Ann', 'Bob']);
    expect(body.round.totals).toEqual([
      { player: 'Ann', out: 12, in: null, total: 12 },
      { player: 'Bob', out: 11, in: null, total: 11 },
    ]);
    expect(body.round.par).toEqual({ out: 12, in: null, total: 12 });
    // The same scorecard as the owner's own round page, without the round's id.
    const own = await t.app.inject({ method: 'GET', url: `/api/stats/round/${roundId}`, headers: { cookie: owner.cookie } });
    const { _id, ...scorecard } = own.json();
    expect(_id).toBe(roundId);
    expect(body.round).toEqual(scorecard);

    const revoked = await revoke(owner, report._id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await list(owner)).toEqual([]);
    const after = await view(tokenOf(report));
    expect(after.statusCode).toBe(404);
    expect(after.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(after.headers['cache-control']).toBe('no-store');
    // Revoked twice: nothing left to revoke.
    expect((await revoke(owner, report._id)).statusCode).toBe(404);
  });

  test('revoked, unknown and malformed tokens get the very same answer (no oracle)', async () => {
    const owner = await golfer();
    const report = await createOk(owner, { kind: 'round', roundId: await uploadRound(owner) });
    await revoke(owner, report._id);
    const revoked = await view(tokenOf(report));
    const unknown = await view('A'.repeat(43));
    const malformed = await view('not-a-token');
    const overlong = await view('x'.repeat(300));
    for (const res of [revoked, unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: messages.sharedUnavailableTitle, code: 'not_found' });
    }
    expect(revoked.body).toBe(unknown.body);
    // A round report has no statistics to chart.
    const live = await createOk(owner, { kind: 'round', roundId: await uploadRound(owner, 'Second Course') });
    const charts = await t.app.inject({ method: 'GET', url: `/api/shared/${tokenOf(live)}/analysis/trends?club=7i` });
    expect(charts.statusCode).toBe(404);
    expect(charts.body).toBe(unknown.body);
    expect(overlong.statusCode).toBeGreaterThanOrEqual(400);
    expect(overlong.statusCode).toBeLessThan(500);
  });

  test('a link works for the days its owner chose (7, 30, 90 or 365; 90 unless chosen), then answers as unavailable', async () => {
    const owner = await golfer();
    const roundId = await uploadRound(owner);
    const daysLeft = (report: SharedReport) => Math.round((Date.parse(report.expiresAt) - Date.parse(report.createdAt)) / 86_400_000);
    const plain = await createOk(owner, { kind: 'round', roundId });
    expect(daysLeft(plain)).toBe(90);
    for (const days of [7, 30, 365]) expect(daysLeft(await createOk(owner, { kind: 'round', roundId, expiresInDays: days }))).toBe(days);
    for (const days of [0, 14, null, 'never', '7']) {
      const refused = await create(owner, { kind: 'round', roundId, expiresInDays: days });
      expect(refused.statusCode, String(days)).toBe(400);
      expect(refused.json().error).toBe(messages.shareBadExpiry);
    }
    expect(await list(owner)).toHaveLength(4);

    const week = await createOk(owner, { kind: 'round', roundId, expiresInDays: 7 });
    expect((await view(tokenOf(week))).statusCode).toBe(200);
    await t.database.db.update(sharedReports).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sharedReports.id, week._id));
    const expired = await view(tokenOf(week));
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe((await view('A'.repeat(43))).body);
    expect((await list(owner)).map((r) => r._id)).not.toContain(week._id);
  });

  test('a link made before tokens were hashed keeps working and is sealed at start (migration 0013)', async () => {
    const owner = await golfer();
    const roundId = await uploadRound(owner);
    const token = 'L'.repeat(43);
    // As migration 0013 leaves an old row: the hash computed in SQL, the clear token until the next start.
    await t.database.db.insert(sharedReports).values({
      userId: owner.id,
      kind: 'round',
      roundId,
      token,
      tokenHash: sql`encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`,
      expiresAt: sql`now() + interval '90 days'`,
    });
    expect((await view(token)).statusCode).toBe(200);
    expect(await sealLegacyShareTokens(t.database.db, t.config.linkTokenKey)).toBe(1);
    expect(await sealLegacyShareTokens(t.database.db, t.config.linkTokenKey)).toBe(0);
    const [row] = await t.database.db.select().from(sharedReports).where(eq(sharedReports.tokenHash, sha256Hex(token)));
    expect(row.token).toBeNull();
    expect((await view(token)).statusCode).toBe(200);
    expect((await list(owner)).map((r) => r.url)).toEqual([`${PUBLIC_URL}/shared/${token}`]);
  });

  test('another account’s round is not found on create', async () => {
    const owner = await golfer();
    const stranger = await golfer();
    const roundId = await uploadRound(owner);
    const res = await create(stranger, { kind: 'round', roundId });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(messages.roundNotFound);
    expect(await list(stranger)).toEqual([]);
    const missing = await create(owner, { kind: 'round', roundId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });

  test('only the owner can revoke or list a link', async () => {
    const owner = await golfer();
    const stranger = await golfer();
    const report = await createOk(owner, { kind: 'round', roundId: await uploadRound(owner) });
    expect(await list(stranger)).toEqual([]);
    const res = await revoke(stranger, report._id);
    expect(res.statusCode).toBe(404);
    expect((await view(tokenOf(report))).statusCode).toBe(200);
    expect(await list(owner)).toHaveLength(1);
  });

  test('the public answer names nothing of the owner: no e-mail, account id, name or round id', async () => {
    const owner = await golfer();
    await t.database.db.update(users).set({ name: 'Secret Owner Name', distanceUnit: 'm', speedUnit: 'kmh' }).where(eq(users.id, owner.id));
    const roundId = await uploadRound(owner);
    const report = await createOk(owner, { kind: 'round', roundId });
    const res = await view(tokenOf(report));
    expect(res.statusCode).toBe(200);
    for (const secret of [owner.email, owner.id, roundId, report._id, 'Secret Owner Name', '@']) expect(res.body).not.toContain(secret);
    expect(Object.keys(res.json()).sort()).toEqual(['clip', 'createdAt', 'kind', 'round', 'units']);
    expect(res.json().units).toEqual({ distanceUnit: 'm', speedUnit: 'kmh' });
  });

  test('the link is built from PUBLIC_URL, never from a hostile Host header', async () => {
    const owner = await golfer();
    const roundId = await uploadRound(owner);
    const res = await create(owner, { kind: 'round', roundId }, { host: 'evil.test', 'x-forwarded-host': 'evil.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().report.url.startsWith(`${PUBLIC_URL}/shared/`)).toBe(true);
    expect(res.body).not.toContain('evil.test');
    const listed = await t.app.inject({ method: 'GET', url: '/api/shared-reports', headers: { cookie: owner.cookie, host: 'evil.test' } });
    expect(listed.body).not.toContain('evil.test');
  });

  test('every link is a fresh 32-byte token; the list is newest first', async () => {
    const owner = await golfer();
    const roundId = await uploadRound(owner);
    const a = await createOk(owner, { kind: 'round', roundId });
    const b = await createOk(owner, { kind: 'round', roundId });
    expect(tokenOf(a)).not.toBe(tokenOf(b));
    expect(Buffer.from(tokenOf(a), 'base64url')).toHaveLength(32);
    expect((await list(owner)).map((r) => r._id)).toEqual([b._id, a._id]);
  });
});

describe('statistics reports', () => {
  async function golferWithShots() {
    const owner = await golfer({ pro: true });
    await uploadAll(t.app, owner.token, 'shots', [
      shot({ player: 'Ann', club: '7i', carry: 140, total: 150, offline: -5, takenAt: '2025-03-01T10:00:00.000Z' }),
      shot({ player: 'Ann', club: '7i', carry: 150, total: 160, offline: 3, takenAt: '2025-03-31T23:59:00.000Z' }),
      shot({ player: 'Ann', club: '7i', carry: 170, takenAt: '2025-03-15T12:00:00.000Z' }),
      shot({ player: 'Ann', club: 'Dr', carry: 220, total: 240, ballSpeed: 66, clubSpeed: 45, takenAt: '2025-03-10T12:00:00.000Z' }),
      // Outside the range, on either side.
      shot({ player: 'Ann', club: '7i', carry: 100, takenAt: '2025-02-28T23:59:59.000Z' }),
      shot({ player: 'Ann', club: '7i', carry: 100, takenAt: '2025-04-01T00:00:00.000Z' }),
      // Another player.
      shot({ player: 'Bob', club: '7i', carry: 120, takenAt: '2025-03-05T12:00:00.000Z' }),
    ]);
    return owner;
  }

  test('one player’s club figures over the inclusive range, viewed signed out, in the owner’s units', async () => {
    const owner = await golferWithShots();
    const report = await createOk(owner, { kind: 'stats', player: 'Ann', from: '2025-03-01', to: '2025-03-31' });
    expect(report).toMatchObject({ kind: 'stats', player: 'Ann', from: '2025-03-01', to: '2025-03-31', course: null });
    const res = await view(tokenOf(report));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    const body: SharedView = res.json();
    if (body.kind !== 'stats') throw new Error('not a stats report');
    expect(body).toMatchObject({ player: 'Ann', from: '2025-03-01', to: '2025-03-31', units: { distanceUnit: 'yd', speedUnit: 'mph' } });
    // The per-club analysis's gapping table over the report's filter, Dr before 7i.
    expect(body.analysis.filter).toEqual({ player: 'Ann', from: '2025-03-01', to: '2025-03-31' });
    expect(body.analysis.clubs.map((c) => c.club)).toEqual(['Dr', '7i']);
    const iron = body.analysis.clubs[1];
    expect(iron.shots).toBe(3);
    expect(iron.carry.mean).toBeCloseTo(460 / 3, 9);
    expect(iron.carry.median).toBe(150);
    // Sample standard deviation of 140, 150, 170.
    expect(iron.carry.stddev).toBeCloseTo(Math.sqrt(((140 - 460 / 3) ** 2 + (150 - 460 / 3) ** 2 + (170 - 460 / 3) ** 2) / 2), 9);
    expect(iron.total).toMatchObject({ shots: 2, mean: 155 });
    expect(body.analysis.clubs[0]).toMatchObject({ shots: 1, carry: { mean: 220, median: 220, stddev: null } });

    // The view's own calls, for anyone holding the link; the player and days are the report's own.
    const gapping = await t.app.inject({ method: 'GET', url: `/api/shared/${tokenOf(report)}/analysis?player=all&from=2000-01-01&to=2030-01-01` });
    expect(gapping.statusCode, gapping.body).toBe(200);
    expect(gapping.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(gapping.json()).toEqual(body.analysis);
    const dispersion = await t.app.inject({ method: 'GET', url: `/api/shared/${tokenOf(report)}/analysis/dispersion?club=7i&player=Bob&from=2020-01-01` });
    expect(dispersion.statusCode, dispersion.body).toBe(200);
    expect(dispersion.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(dispersion.json().filter).toEqual({ player: 'Ann', from: '2025-03-01', to: '2025-03-31' });
    // Shots without an offline figure are not points; those with one are numbered, not given their ids.
    const points = dispersion.json().points as { id: string; carry: number; offline: number }[];
    expect(points.map((p) => [p.carry, p.offline]).sort()).toEqual([[140, -5], [150, 3]]);
    expect(points.map((p) => p.id).sort()).toEqual(['1', '2']);
    const trends = await t.app.inject({ method: 'GET', url: `/api/shared/${tokenOf(report)}/analysis/trends?club=7i` });
    expect(trends.statusCode, trends.body).toBe(200);
    expect(trends.json().weeks.reduce((n: number, w: { shots: number }) => n + w.shots, 0)).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: `/api/shared/${tokenOf(report)}/analysis/trends?club=XX` })).statusCode).toBe(400);
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain(owner.id);
  });

  test("'all' players, and the report stops showing while its owner is not Pro", async () => {
    const owner = await golferWithShots();
    const report = await createOk(owner, { kind: 'stats', player: 'all', from: '2025-03-01', to: '2025-03-31' });
    expect(report.player).toBe('all');
    const body = (await view(tokenOf(report))).json();
    expect(body.player).toBe('all');
    expect(body.analysis.clubs.find((c: { club: string }) => c.club === '7i').shots).toBe(4);
    await t.database.db.update(users).set({ stripeActive: false }).where(eq(users.id, owner.id));
    const lapsed = await view(tokenOf(report));
    expect(lapsed.statusCode).toBe(404);
    expect(lapsed.json()).toEqual({ error: messages.sharedUnavailableTitle, code: 'not_found' });
    expect((await t.app.inject({ method: 'GET', url: `/api/shared/${tokenOf(report)}/analysis/trends?club=7i` })).statusCode).toBe(404);
  });

  test('needs Pro, one of the caller’s players and a valid range', async () => {
    const free = await golfer();
    const res = await create(free, { kind: 'stats', player: 'all', from: '2025-03-01', to: '2025-03-31' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(messages.proRequired);

    const pro = await golferWithShots();
    const unknown = await create(pro, { kind: 'stats', player: 'Zed', from: '2025-03-01', to: '2025-03-31' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(messages.shareUnknownPlayer);

    const cases: [unknown, string][] = [
      [{ kind: 'stats', player: 'Ann', from: '2025-03-31', to: '2025-03-01' }, messages.shareRangeReversed],
      [{ kind: 'stats', player: 'Ann', from: '2025-02-30', to: '2025-03-01' }, messages.shareBadDate],
      [{ kind: 'stats', player: 'Ann', from: '03/01/2025', to: '2025-03-31' }, messages.shareBadDate],
      [{ kind: 'stats', player: 'Ann', from: '1999-12-31', to: '2000-01-31' }, messages.analysisBadDate],
      [{ kind: 'stats', player: 'Ann', from: '9999-01-01', to: '9999-12-31' }, messages.analysisBadDate],
      [{ kind: 'stats', player: 'Ann', from: '2000-01-01', to: '2025-03-01' }, messages.shareRangeTooLong],
      [{ kind: 'stats', player: '', from: '2025-03-01', to: '2025-03-31' }, messages.sharePlayerRequired],
    ];
    for (const [payload, error] of cases) {
      const bad = await create(pro, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().error, JSON.stringify(payload)).toBe(error);
    }
    expect(await list(pro)).toEqual([]);
  });
});

describe('bad input and access', () => {
  test('strict bodies, wrong types and non-UUID ids: 400 or 404, never 500', async () => {
    const owner = await golfer({ pro: true });
    const roundId = await uploadRound(owner);
    const bodies: unknown[] = [
      {},
      { kind: 'report' },
      { kind: 'round' },
      { kind: 'round', roundId: 'not-a-uuid' },
      { kind: 'round', roundId, userId: owner.id },
      { kind: 'round', roundId: [roundId] },
      { kind: 'stats', player: ['Ann'], from: '2025-03-01', to: '2025-03-31' },
      { kind: 'stats', player: 'Ann', from: 20250301, to: '2025-03-31' },
      { kind: 'stats', player: 'Ann', from: '2025-03-01' },
      { kind: 'stats', player: 'A\u0000nn', from: '2025-03-01', to: '2025-03-31' },
    ];
    for (const payload of bodies) {
      const res = await create(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const notUuid = await revoke(owner, 'not-a-uuid');
    expect([400, 404]).toContain(notUuid.statusCode);
    expect(await list(owner)).toEqual([]);
  });

  test('creating, listing and revoking need a session; a foreign Origin is refused', async () => {
    const owner = await golfer();
    const roundId = await uploadRound(owner);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/shared-reports', headers: { origin: TEST_ORIGIN }, payload: { kind: 'round', roundId } });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/shared-reports' })).statusCode).toBe(401);
    const foreign = await create(owner, { kind: 'round', roundId }, { origin: 'https://evil.test' });
    expect(foreign.statusCode).toBe(403);
    // The desktop app's device token is not a way in.
    const device = await t.app.inject({
      method: 'POST',
      url: '/api/shared-reports',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { kind: 'round', roundId },
    });
    expect(device.statusCode).toBe(401);
    expect(await list(owner)).toEqual([]);
  });

  test('views are rate-limited per address', async () => {
    const token = 'B'.repeat(43);
    for (let i = 0; i < SHARED_VIEW_RATE_LIMIT.max; i++) expect((await view(token, '203.0.113.9')).statusCode).toBe(404);
    const limited = await view(token, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is unaffected.
    expect((await view(token, '203.0.113.10')).statusCode).toBe(404);
  });

  test('tokens in shared addresses never reach the logs', () => {
    expect(redactUrl('/api/shared/abcDEF123_-x')).toBe('/api/shared/[redacted]');
    expect(redactUrl('/shared/abcDEF123_-x?x=1')).toBe('/shared/[redacted]?x=1');
    expect(redactUrl('/api/shared-reports/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/revoke')).toBe('/api/shared-reports/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/revoke');
  });
});

describe('the public page and search engines', () => {
  test('/shared/* carries meta robots noindex, nofollow, the X-Robots-Tag header and no Referer', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/shared/${'C'.repeat(43)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    // The page's own meta tags come from the built app: server/plugins/web.test.ts checks them.
    // Other pages are unchanged.
    const home = await t.app.inject({ method: 'GET', url: '/account' });
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });

  test('robots.txt disallows /shared/ and the sitemap lists no shared page', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body.split('\n')).toContain('Disallow: /shared/');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('/shared');
  });
});
