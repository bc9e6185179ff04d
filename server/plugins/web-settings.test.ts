import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../common/messages';
import { createDeviceToken, createGolfer, createUser, TEST_ORIGIN } from '../test/factories';
import { round, uploadAll } from '../test/ingest-fixtures';
import { createTestApp, type TestApp } from '../test/harness';

/*
 * Settings drawn from its loader and written by its action (decision 019, "Moving to
 * useLoaderData"), through the real app on a real database: the built web app (react-router
 * build) served as in production, pages asked for and forms posted as a browser without
 * JavaScript does.
 */
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ogs-web-settings-'));
  execFileSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { env: { ...process.env, WEB_BUILD_DIR: dist }, stdio: 'ignore' });
  t = await createTestApp({ WEB_DIST_DIR: dist });
}, 300_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
/** A form posted without JavaScript: urlencoded, from the site's own origin. */
const post = (url: string, cookie: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const api = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('Settings', () => {
  it('draws the desktop apps and the shared links from its loader', async () => {
    const golfer = await createGolfer(t, { pro: false });
    await uploadAll(t.app, golfer.token, 'rounds', [round({ course: 'Dune Links', players: ['Ann'] })]);
    const roundId = (await api('/api/stats/rounds', golfer.cookie)).json().rounds[0]._id;
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/shared-reports',
      headers: { origin: TEST_ORIGIN, cookie: golfer.cookie },
      payload: { kind: 'round', roundId, expiresInDays: 30 },
    });
    expect(shared.statusCode).toBe(200);

    const res = await page('/account/profile', golfer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sim PC');
    expect(res.body).not.toContain(messages.devicesEmpty);
    expect(res.body).toContain(shared.json().report.url);
    expect(res.body).toContain('Dune Links');
    // Each Revoke is a form of its own, posted without JavaScript.
    expect(res.body).toContain('action="/account/profile?form=devices"');
    expect(res.body).toContain('action="/account/profile?form=links"');
  });

  it('revokes a desktop app and a shared link by a real form post, says so in the card, and refuses another intent or another’s row', async () => {
    const golfer = await createGolfer(t, { pro: false });
    const other = await createUser(t.app);
    const otherToken = await createDeviceToken(t.app, other, 'Their PC');
    const [device] = (await api('/api/user/devices', golfer.cookie)).json().devices;
    const [theirDevice] = (await api('/api/user/devices', other.cookie)).json().devices;

    // Another intent, or another account's device, changes nothing.
    const unknown = await post('/account/profile?form=devices', golfer.cookie, { intent: 'delete-everything', id: device._id });
    expect(unknown.statusCode).toBe(400);
    const theirs = await post('/account/profile?form=devices', golfer.cookie, { intent: 'revoke', id: theirDevice._id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toContain(messages.notFound);
    const malformed = await post('/account/profile?form=devices', golfer.cookie, { intent: 'revoke', id: 'not-an-id' });
    expect(malformed.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: `Bearer ${otherToken}` } })).statusCode).toBe(200);
    expect((await api('/api/user/devices', golfer.cookie)).json().devices).toHaveLength(1);

    const revoked = await post('/account/profile?form=devices', golfer.cookie, { intent: 'revoke', id: device._id });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).toContain(messages.deviceRevoked);
    // The page after the post is drawn from the loader read again.
    expect(revoked.body).toContain(messages.devicesEmpty);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: `Bearer ${golfer.token}` } })).statusCode).toBe(401);

    await uploadAll(t.app, otherToken, 'rounds', [round({ course: 'Their Links', players: ['Bo'] })]);
    const roundId = (await api('/api/stats/rounds', other.cookie)).json().rounds[0]._id;
    const link = await t.app.inject({ method: 'POST', url: '/api/shared-reports', headers: { origin: TEST_ORIGIN, cookie: other.cookie }, payload: { kind: 'round', roundId } });
    const reportId = link.json().report._id;
    expect((await post('/account/profile?form=links', golfer.cookie, { intent: 'revoke', id: reportId })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: link.json().report.url.replace(/^https?:\/\/[^/]+/, '/api') })).statusCode).toBe(200);
    const gone = await post('/account/profile?form=links', other.cookie, { intent: 'revoke', id: reportId });
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toContain(messages.sharedLinkRevoked);
    expect(gone.body).toContain(messages.sharedLinksEmpty);
    expect((await t.app.inject({ method: 'GET', url: link.json().report.url.replace(/^https?:\/\/[^/]+/, '/api') })).statusCode).toBe(404);
  });

  it('says in the Units card, not on the error page, when the server could not save them', async () => {
    const user = await createUser(t.app);
    // The database refuses the change (as one out of reach would fail it).
    await t.database.db.execute(sql.raw(`create function refuse_units() returns trigger language plpgsql as $$ begin raise exception 'units refused by the test'; end $$`));
    await t.database.db.execute(sql.raw('create trigger refuse_units before update of distance_unit on users for each row execute function refuse_units()'));
    try {
      const res = await post('/account/profile?form=units', user.cookie, { distanceUnit: 'm', speedUnit: 'mph' });
      expect(res.statusCode).toBe(500);
      expect(res.body.includes(messages.unitsSaveFailed), 'the message').toBe(true);
      expect(res.body.includes('id="units-heading"'), 'the page, not the error page').toBe(true);
      // The choice posted is kept in the card.
      expect(res.body.includes('name="distanceUnit" checked="" value="m"'), 'metres chosen').toBe(true);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_units on users'));
      await t.database.db.execute(sql.raw('drop function refuse_units()'));
    }
    expect((await api('/api/user/session', user.cookie)).json().user.preferences.distanceUnit).toBe('yd');
  });
});
