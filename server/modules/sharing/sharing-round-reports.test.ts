import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import type { SharedReport, SharedView } from '../../../common/schemas/sharing';
import { sharedReports } from '../../db/schema/shared-reports';
import { users } from '../../db/schema/users';
import type { TestApp } from '../../test/harness';
import { openToken, sha256Hex } from '../accounts/tokens';
import { sealLegacyShareTokens } from './service';
import { createSharingTestApp, PUBLIC_URL, sharingCalls, tokenOf } from './sharing-test-setup';

let t: TestApp;
beforeAll(async () => {
  t = await createSharingTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { golfer, uploadRound, create, createOk, list, revoke, view } = sharingCalls(() => t);

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
