import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../common/messages';
import { sharedReports } from '../db/schema/shared-reports';
import { queryRows } from '../db/query';
import { createGolfer, createUser, TEST_ORIGIN, type Golfer } from '../test/factories';
import type { TestApp } from '../test/harness';
import { round, session, shot, uploadAll } from '../test/ingest-fixtures';
import { createWebTestApp } from '../test/web-build';

/**
 * Pages that are not there answer 404, asked over a real connection as a browser or a link
 * checker asks: unknown paths with the not-found page, a shared report's revoked, expired or
 * unknown link with its own page saying the link is no longer available.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createWebTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
}, 300_000);
afterAll(async () => {
  // fetch keeps its connections open for the next request: ended here, so that closing waits for none.
  t?.app.server.closeAllConnections();
  await t?.close();
});

const page = async (path: string, cookie?: string) => {
  const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: res.status, body: await res.text() };
};

const NOT_FOUND = '404 Ball Not Found';

describe('unknown pages', () => {
  it('answer 404 with the not-found page, signed out and signed in', async () => {
    const user = await createUser(t.app);
    for (const path of ['/no-such-page', '/no/such/page', '/login/nope']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain(NOT_FOUND);
    }
    for (const path of ['/no-such-page', '/account/nope', '/account/rounds/nope', '/subscribe/nope', '/ogs-admin/nope']) {
      const res = await page(path, user.cookie);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain(NOT_FOUND);
    }
    // The pages that are there still answer 200.
    expect((await page('/')).status).toBe(200);
    expect((await page('/account', user.cookie)).status).toBe(200);
  });

  it('an id the account cannot see answers 404: an unknown round, another account’s, a session, an admin page', async () => {
    const owner = await createGolfer(t, { pro: true });
    const other = await createGolfer(t, { pro: true });
    await uploadAll(t.app, owner.token, 'rounds', [round({ course: 'Hidden Links', players: ['Ann'] })]);
    const [{ id }] = await queryRows<{ id: string }>(t.database.db, sql`select id::text as id from rounds where user_id = ${owner.id}::uuid`);
    for (const path of [`/account/round/${randomUUID()}`, '/account/round/not-an-id', `/account/round/${id}`, `/account/sessions/${randomUUID()}`, '/ogs-admin/users']) {
      const res = await page(path, other.cookie);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('Hidden Links');
    }
    expect((await page(`/account/round/${id}`, owner.cookie)).status).toBe(200);
  });

  it('every id the account cannot see is the same not-found page: rounds, sessions, shots, compares', async () => {
    const owner = await createGolfer(t, { pro: true });
    const other = await createGolfer(t, { pro: true });
    const practice = session({ name: 'Hidden practice' });
    await uploadAll(t.app, owner.token, 'sessions', [practice]);
    await uploadAll(t.app, owner.token, 'shots', [shot({ sessionClientId: practice.clientId })]);
    const [ids] = await queryRows<{ sessionId: string; shotId: string }>(
      t.database.db,
      sql`select session_id::text as "sessionId", id::text as "shotId" from shots where user_id = ${owner.id}::uuid`,
    );
    const unseen = [
      `/account/round/${randomUUID()}`,
      `/account/sessions/${randomUUID()}`,
      '/account/sessions/not-an-id',
      `/account/sessions/${ids.sessionId}`,
      `/account/shots/${ids.shotId}`,
      '/account/shots/nope',
      '/account/shots/99999999999',
      `/account/sessions/compare?a=${ids.sessionId}&b=${randomUUID()}`,
      `/account/swings/compare?a=${ids.shotId}&b=${ids.shotId}`,
      '/account/nope',
    ];
    for (const path of unseen) {
      const res = await page(path, other.cookie);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain(NOT_FOUND);
      expect(res.body, path).not.toContain('Hidden practice');
    }
    // The owner sees both.
    expect((await page(`/account/sessions/${ids.sessionId}`, owner.cookie)).status).toBe(200);
    expect((await page(`/account/shots/${ids.shotId}`, owner.cookie)).status).toBe(200);
  });
});

describe('a signed-out visit to an account page', () => {
  it('is sent to the log-in page with the address to come back to', async () => {
    for (const path of ['/account', '/account/rounds?page=2', '/account/nope', `/account/round/${randomUUID()}`, '/account/shot-data', '/subscribe/success', '/ogs-admin/users']) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(302);
      const location = new URL(res.headers.get('location') ?? '', base);
      expect(location.pathname, path).toBe('/login');
      expect(location.searchParams.get('from'), path).toBe(path);
      await res.body?.cancel();
    }
    // The log-in page keeps the address in its form, so that signing in goes back there.
    const login = await page(`/login?from=${encodeURIComponent('/account/rounds?page=2')}`);
    expect(login.status).toBe(200);
    expect(login.body).toContain('name="from" value="/account/rounds?page=2"');
    // Only an address of this site is kept.
    expect((await page(`/login?from=${encodeURIComponent('//evil.example/account')}`)).body).toContain('name="from" value="/account"');
  });
});

describe('a shared report’s link', () => {
  async function share(owner: Golfer): Promise<{ id: string; path: string }> {
    const res = await fetch(`${base}/api/shared-reports`, {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'stats', player: 'all', from: '2025-01-01', to: '2025-12-31' }),
    });
    expect(res.status).toBe(200);
    const { report } = (await res.json()) as { report: { _id: string; url: string } };
    return { id: report._id, path: new URL(report.url).pathname };
  }

  it('answers 404 with its page once revoked or expired, and for a token that was never made', async () => {
    const owner = await createGolfer(t, { pro: true });
    const live = await share(owner);
    const shown = await page(live.path);
    expect(shown.status).toBe(200);
    expect(shown.body).not.toContain(messages.sharedUnavailableTitle);

    const revoke = await fetch(`${base}/api/shared-reports/${live.id}/revoke`, { method: 'POST', headers: { cookie: owner.cookie, origin: TEST_ORIGIN } });
    expect(revoke.status).toBe(200);
    const revoked = await page(live.path);
    expect(revoked.status).toBe(404);
    expect(revoked.body).toContain(messages.sharedUnavailableTitle);

    const expiring = await share(owner);
    await t.database.db.update(sharedReports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sharedReports.id, expiring.id));
    const expired = await page(expiring.path);
    expect(expired.status).toBe(404);
    expect(expired.body).toContain(messages.sharedUnavailableTitle);

    const never = await page(`/shared/${'A'.repeat(43)}`);
    expect(never.status).toBe(404);
    expect(never.body).toContain(messages.sharedUnavailableTitle);
  });
});
