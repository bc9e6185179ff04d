import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import type { TestUser } from '../../../server/test/factories';
import type { ReleasesPageData } from '../../features/downloads/releases-page-data';
import { adminAreaForFile, adminAreaVisit, callAction, callLoader, refusedAction, signedOutVisit } from '../../test/route-args.server';
import * as releasesRoute from './route';

/*
 * The admin Releases page's loader and action as the framework calls them, on the test database:
 * the release Downloads offers, and an employee publishing the next one; anyone else is answered
 * 404 by the area and publishes nothing.
 */
const { t, staff, golfer } = adminAreaForFile();

const PATH = '/ogs-admin/releases';
const load = (user: TestUser | null) => callLoader<ReleasesPageData | null>(t, releasesRoute, user, PATH);
const publish = (user: TestUser | null, fields: Record<string, string>) => callAction<Record<string, unknown>>(t, releasesRoute, user, PATH, fields);
const offered = async () => (await t.app.inject({ url: '/api/download/releases', headers: { cookie: golfer.cookie } })).json();
const NEXT = { version: '3.1.0', url: 'https://downloads.example.com/OpenGolfSim-Setup-3.1.0.exe' };

describe('the admin Releases page’s loader', () => {
  it('reads the release Downloads offers, for an employee', async () => {
    const { data, status } = await load(staff);
    expect(status).toBe(200);
    expect(data?.releases).toEqual(await offered());
    expect((await adminAreaVisit(t, staff, PATH)).data).toBeNull();
  });

  it('answers 404 to a signed-in account that is not an employee, who reads only what Downloads shows them', async () => {
    expect(await adminAreaVisit(t, golfer, PATH)).toEqual({ data: null, status: 404 });
    // The loader is the Downloads page's: every signed-in account may read the release.
    expect((await load(golfer)).data).toEqual({ releases: await offered() });
  });

  it('sends a signed-out visit to the log-in page', async () => {
    expect((await load(null)).data).toBeNull();
    expect(await signedOutVisit(t, PATH)).toEqual({ status: 302, location: '/login?from=%2Fogs-admin%2Freleases' });
  });
});

describe('the admin Releases page’s action', () => {
  it('refuses anyone but an employee with 404, and publishes nothing', async () => {
    for (const user of [golfer, null]) expect(await refusedAction(t, releasesRoute, user, PATH, NEXT)).toEqual({ data: messages.notFound, status: 404 });
    expect((await offered()).desktop.version).not.toBe(NEXT.version);
  });

  it('refuses a form the schema refuses, with its messages, and publishes nothing', async () => {
    const { data, status } = await publish(staff, { version: 'latest', url: 'ftp://downloads.example.com/a.exe', notes: '', sizeMb: '-3' });
    expect(status).toBe(400);
    expect(data.error).toEqual({ version: [messages.releaseVersionInvalid], url: [messages.releaseUrlInvalid], sizeMb: [messages.releaseSizeInvalid] });
    expect(data.published).toBeUndefined();
    expect((await publish(staff, { ...NEXT, url: 'http://downloads.example.com/a.exe' })).data.error).toEqual({ url: [messages.releaseUrlNotHttps] });
    expect((await offered()).desktop.version).not.toBe('latest');
  });

  it('publishes an employee’s release, which the page and Downloads offer from then on', async () => {
    const { data, status } = await publish(staff, { ...NEXT, notes: '  Faster start.  ', sizeMb: '84.25' });
    expect(status).toBe(200);
    // The form is emptied for the next release.
    expect(data).toEqual({ initialValue: null, published: true });
    const desktop = { ...NEXT, notes: 'Faster start.', sizeBytes: 84_250_000 };
    expect(await offered()).toMatchObject({ desktop });
    expect((await load(staff)).data?.releases).toEqual(await offered());
  });
});
