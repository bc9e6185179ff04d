import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import type { SharedView } from '../../../common/schemas/sharing';
import { users } from '../../db/schema/users';
import type { TestApp } from '../../test/harness';
import { shot, uploadAll } from '../../test/ingest-fixtures';
import { createSharingTestApp, sharingCalls, tokenOf } from './sharing-test-setup';

let t: TestApp;
beforeAll(async () => {
  t = await createSharingTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { golfer, create, createOk, list, view } = sharingCalls(() => t);

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
