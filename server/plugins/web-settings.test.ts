import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../common/messages';
import { createDeviceToken, createGolfer, createUser, makeEmployee, TEST_ORIGIN, uniqueEmail } from '../test/factories';
import { round, uploadAll } from '../test/ingest-fixtures';
import type { TestApp } from '../test/harness';
import { createWebTestApp, postForm } from '../test/web-build';

/*
 * Settings and the admin area drawn from their loaders and written by their actions (decision 019,
 * "Moving to useLoaderData"), through the real app on a real database: the built web app (react-router
 * build) served as in production, pages asked for and forms posted as a browser without
 * JavaScript does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createWebTestApp();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const page = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
/** A form posted without JavaScript: urlencoded, from the site's own origin. */
const post = (url: string, cookie: string, fields: Record<string, string>) => postForm(t.app, url, cookie, fields);
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

describe('the admin area', () => {
  const requestInvite = async (email: string) =>
    expect((await t.app.inject({ method: 'POST', url: '/api/invites/create', headers: { origin: TEST_ORIGIN }, payload: { email } })).statusCode).toBe(200);
  const inviteOf = async (cookie: string, email: string) =>
    ((await api('/api/admin/invites', cookie)).json().invites as { _id: string; email: string; sentAt: string | null }[]).find((i) => i.email === email)!;

  it('reads nothing for anyone but an employee: a member gets 404 and the not-found page, and cannot send an invite', async () => {
    const member = await createUser(t.app, { email: uniqueEmail('member') });
    const staff = await createUser(t.app);
    await makeEmployee(t.database.db, staff.id);
    const invitee = uniqueEmail('invitee');
    await requestInvite(invitee);
    for (const url of ['/ogs-admin/users', `/ogs-admin/users/${staff.id}`, '/ogs-admin/features', '/ogs-admin/invites']) {
      const res = await page(url, member.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('404 Ball Not Found');
      expect(res.body, url).toContain('<title>Error | OpenGolfSim</title>');
      expect(res.body, url).not.toContain('Internal Admin');
      expect(res.body, url).not.toContain(staff.email);
      expect(res.body, url).not.toContain(invitee);
      expect(res.body, url).not.toContain('Outgoing mail');
    }
    const { _id } = await inviteOf(staff.cookie, invitee);
    const refused = await post('/ogs-admin/invites', member.cookie, { intent: 'send-invite', id: _id });
    expect(refused.statusCode).toBe(404);
    expect((await inviteOf(staff.cookie, invitee)).sentAt).toBeNull();
  });

  it('draws Users (a search, a page that is no whole number read as page 1), a user or its 404, and Features for an employee from their loaders', async () => {
    const staff = await createUser(t.app, { email: uniqueEmail('staff') });
    await makeEmployee(t.database.db, staff.id);
    const tag = `adm_${Math.random().toString(36).slice(2, 8)}`;
    const members = await Promise.all([1, 2, 3].map((i) => createUser(t.app, { email: `${tag}-${i}@example.com` })));

    const all = await page('/ogs-admin/users', staff.cookie);
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('Internal Admin');
    expect(all.body).toContain('<title>Users | OpenGolfSim</title>');
    expect(all.body.replaceAll('<!-- -->', '')).toMatch(/data-testid="admin-total">\(\d+\)</);
    const found = await page(`/ogs-admin/users?q=${tag}&page=0`, staff.cookie);
    expect(found.statusCode).toBe(200);
    expect(found.body.replaceAll('<!-- -->', '')).toContain('data-testid="admin-total">(3)<');
    for (const member of members) expect(found.body).toContain(`href="/ogs-admin/users/${member.id}"`);
    // Without JavaScript the search is a GET form to the same page.
    expect(found.body).toMatch(/<form[^>]* role="search" action="\/ogs-admin\/users" method="get">/);
    expect((await page('/ogs-admin/users?q=nobody_at_all', staff.cookie)).body.replaceAll('<!-- -->', '')).toContain('No users match “nobody_at_all”.');

    const one = await page(`/ogs-admin/users/${members[0].id}`, staff.cookie);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain(members[0].email);
    expect(one.body).toContain(`>${members[0].id}</code>`);
    const missing = await page('/ogs-admin/users/00000000-0000-4000-8000-000000000000', staff.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('User not found');
    expect(missing.body).toContain('<title>User not found | OpenGolfSim</title>');
    expect(one.body).toContain('<title>User | OpenGolfSim</title>');

    expect((await page('/ogs-admin/features', staff.cookie)).body).toContain('Outgoing mail (SMTP)');
  });

  it('sends an invite by a real form post: said on the page, the list read again, a second send and another intent refused', async () => {
    const staff = await createUser(t.app);
    await makeEmployee(t.database.db, staff.id);
    const invitee = uniqueEmail('invitee');
    await requestInvite(invitee);
    const listed = await page('/ogs-admin/invites', staff.cookie);
    expect(listed.body).toContain(invitee);
    expect(listed.body).toContain('action="/ogs-admin/invites"');
    const { _id } = await inviteOf(staff.cookie, invitee);

    expect((await post('/ogs-admin/invites', staff.cookie, { intent: 'something-else', id: _id })).statusCode).toBe(400);
    expect((await inviteOf(staff.cookie, invitee)).sentAt).toBeNull();

    const sent = await post('/ogs-admin/invites', staff.cookie, { intent: 'send-invite', id: _id });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(messages.inviteSent);
    expect((await inviteOf(staff.cookie, invitee)).sentAt).not.toBeNull();
    // The list drawn after the post has no Send Invite for it any more.
    expect(sent.body).not.toContain(`aria-label="Send Invite ${invitee}"`);

    const again = await post('/ogs-admin/invites', staff.cookie, { intent: 'send-invite', id: _id });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(messages.inviteAlreadySent);
  });
});
