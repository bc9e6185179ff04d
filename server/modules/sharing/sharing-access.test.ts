import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { redactUrl } from '../../app';
import type { TestApp } from '../../test/harness';
import { TEST_ORIGIN } from '../../test/factories';
import { SHARED_VIEW_RATE_LIMIT } from './routes';
import { createSharingTestApp, sharingCalls } from './sharing-test-setup';

let t: TestApp;
beforeAll(async () => {
  t = await createSharingTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { golfer, uploadRound, create, list, revoke, view } = sharingCalls(() => t);

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
