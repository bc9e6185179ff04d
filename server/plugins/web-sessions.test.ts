import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../common/messages';
import { sessionShotRows, type SessionResponse, type SessionsListResponse } from '../../common/schemas/sessions';
import { queryRows } from '../db/query';
import { createGolfer, type Golfer, type TestUser } from '../test/factories';
import { ago, HOUR_MS, session, shot, uploadAll } from '../test/ingest-fixtures';
import type { TestApp } from '../test/harness';
import { createWebTestApp, postForm } from '../test/web-build';

/*
 * The sessions pages through the real app and the framework's build (decision 030): the list, a
 * session and the compare drawn with the user's data in the HTML by their loaders; a Free user's
 * teaser; another account's session answered 404; the session page's writes (a shot left out by
 * hand, the session deleted) posted as real forms, without JavaScript.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createWebTestApp();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** A session of the golfer's with 7i shots (150-154 m: 164.0-168.4 yd) and one driver; its id. */
async function sessionOf(user: Golfer, name: string, carries = [150, 152, 154]): Promise<string> {
  const item = session({ name, startedAt: ago(3 * HOUR_MS) });
  await uploadAll(t.app, user.token, 'sessions', [item]);
  const shots = [...carries.map((carry, i) => shot({ club: '7i', carry, offline: i, takenAt: ago(2 * HOUR_MS - i * 60_000) })), shot({ club: 'Dr', carry: 230, offline: 4, takenAt: ago(HOUR_MS) })];
  await uploadAll(t.app, user.token, 'shots', shots.map((s) => ({ ...s, sessionClientId: item.clientId })));
  const [row] = await queryRows<{ id: string }>(t.database.db, sql`select id::text from range_sessions where client_id = ${item.clientId as string}`);
  return row.id;
}

const page = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const api = async <T>(user: TestUser, url: string) => (await page(user, url)).json<T>();
const post = (user: TestUser, url: string, fields: Record<string, string>) => postForm(t.app, url, user.cookie, fields);
/** The visible text of a page's HTML, tags and the framework's data scripts left out. */
const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the sessions pages, drawn by the server', () => {
  it('draws the list, a session with its shots, figures and plot, and the compare with the user’s data', async () => {
    const g = await createGolfer(t, { pro: true });
    const a = await sessionOf(g, 'Monday range');
    const b = await sessionOf(g, 'Friday range', [160, 162, 158]);

    const list = await page(g, '/account/sessions');
    expect(list.statusCode).toBe(200);
    expect(text(list.body)).toContain('Monday range');
    expect(text(list.body)).toContain('Friday range');
    expect(list.body).toContain(`href="/account/sessions/${a}"`);
    expect(list.body).toContain(`href="/account/sessions/${b}"`);

    const one = await page(g, `/account/sessions/${a}`);
    expect(one.statusCode).toBe(200);
    const shown = text(one.body);
    expect(shown).toContain('Monday range');
    // Every shot in the table with its control, in yards; the first club's figures and tabs.
    expect(one.body).toContain('aria-label="Exclude 7i shot #1 (164.0 yd carry) from the figures"');
    expect(one.body).toContain('aria-label="Exclude Dr shot #4 (251.5 yd carry) from the figures"');
    expect(shown).toContain('Dr (1)');
    expect(shown).toContain('7i (3)');
    // The driver's dispersion, drawn by the server.
    expect(one.body).toMatch(/data-shot="\d+"/);
    // Another club from the address: its figures (mean carry 152 m = 166.2 yd) and plot.
    const seven = await page(g, `/account/sessions/${a}?club=7i`);
    expect(text(seven.body)).toMatch(/Carry \(yd\) 166\.2/);
    expect(seven.body.match(/data-shot="\d+"/g)).toHaveLength(3);

    const compare = await page(g, `/account/sessions/compare?a=${a}&b=${b}`);
    expect(compare.statusCode).toBe(200);
    // 7i mean carry 152 m against 160 m: 166.2 and 175.0 yd, +8.7 yd.
    expect(text(compare.body)).toMatch(/Carry \(yd\) 166\.2 175\.0 \+8\.7/);
  });

  it('shows a Free user the locked teaser, and answers another account’s session with 404', async () => {
    const owner = await createGolfer(t, { pro: true });
    const theirs = await sessionOf(owner, 'Their range');
    const free = await createGolfer(t, { pro: false });
    for (const url of ['/account/sessions', `/account/sessions/${theirs}`, `/account/sessions/compare?a=${theirs}&b=${theirs}`]) {
      const res = await page(free, url);
      expect(res.statusCode, url).toBe(200);
      expect(text(res.body), url).toContain(messages.upgradeToPro);
      expect(res.body, url).not.toContain('Their range');
    }

    const me = await createGolfer(t, { pro: true });
    const mine = await sessionOf(me, 'My range');
    for (const url of [`/account/sessions/${theirs}`, '/account/sessions/not-a-session', `/account/sessions/compare?a=${mine}&b=${theirs}`]) {
      const res = await page(me, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Their range');
    }
    expect(text((await page(me, `/account/sessions/${theirs}`)).body)).toContain('404 Ball Not Found');
  });
});

describe('the session page’s action, posted without JavaScript', () => {
  it('leaves a shot out by hand and counts it again; refuses another account’s shot and a Free user', async () => {
    const g = await createGolfer(t, { pro: true });
    const id = await sessionOf(g, 'Monday range');
    const first = () => api<SessionResponse>(g, `/api/sessions/${id}`).then((s) => sessionShotRows(s.shots)[0]);
    const shotId = (await first()).id;

    const excluded = await post(g, `/account/sessions/${id}`, { intent: 'override', shotId, action: 'exclude' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(await first()).toMatchObject({ excluded: true, override: 'excluded' });
    // The page it answers with is drawn after the write: the shot's control is Restore now.
    expect(excluded.body).toContain('aria-label="Count 7i shot #1 (164.0 yd carry) again"');
    expect((await post(g, `/account/sessions/${id}`, { intent: 'override', shotId, action: 'clear' })).statusCode).toBe(200);
    expect(await first()).toMatchObject({ excluded: false, override: null });

    const other = await createGolfer(t, { pro: true });
    expect((await post(other, `/account/sessions/${id}`, { intent: 'override', shotId, action: 'exclude' })).statusCode).toBe(404);
    const free = await createGolfer(t, { pro: false });
    expect((await post(free, `/account/sessions/${id}`, { intent: 'override', shotId, action: 'exclude' })).statusCode).toBe(403);
    expect((await post(g, `/account/sessions/${id}`, { intent: 'rename' })).statusCode).toBe(400);
    expect(await first()).toMatchObject({ excluded: false, override: null });
  });

  it('deletes the session and goes to the list; another account’s session is not found and stays', async () => {
    const owner = await createGolfer(t, { pro: true });
    const theirs = await sessionOf(owner, 'Their range');
    const me = await createGolfer(t, { pro: true });
    const mine = await sessionOf(me, 'My range');

    const refused = await post(me, `/account/sessions/${theirs}`, { intent: 'delete' });
    expect(refused.statusCode).toBe(404);
    expect((await api<SessionsListResponse>(owner, '/api/sessions')).total).toBe(1);

    const deleted = await post(me, `/account/sessions/${mine}?delete`, { intent: 'delete' });
    expect(deleted.statusCode).toBe(302);
    expect(deleted.headers.location).toBe('/account/sessions');
    expect((await api<SessionsListResponse>(me, '/api/sessions')).total).toBe(0);
    expect((await page(me, `/account/sessions/${mine}`)).statusCode).toBe(404);

    // The page's dialog asks for the answer instead (its fetcher then goes to the list itself).
    const another = await sessionOf(me, 'Another range');
    expect((await post(me, `/account/sessions/${another}`, { intent: 'delete', answer: '1' })).statusCode).not.toBe(302);
    expect((await api<SessionsListResponse>(me, '/api/sessions')).total).toBe(0);
  });

  it('draws the confirmation in the page at ?delete, as a form that posts the delete', async () => {
    const me = await createGolfer(t, { pro: true });
    const mine = await sessionOf(me, 'My range');
    const res = await page(me, `/account/sessions/${mine}?delete`);
    expect(res.statusCode).toBe(200);
    expect(text(res.body)).toContain('Delete this session?');
    expect(res.body).toMatch(/<form[^>]*method="post"[^>]*>[\s\S]*?name="intent" value="delete"/);
  });
});
