import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../../../server/modules/downloads/repo';
import { createGolfer, type Golfer } from '../../../server/test/factories';
import { createTestApp, type TestApp } from '../../../server/test/harness';
import type { ReleasesPageData } from '../../features/downloads/releases-page-data';
import { callLoader, signedOutVisit } from '../../test/route-args.server';
import * as downloadsRoute from './route';

/*
 * The Downloads page's loader as the framework calls it, on the test database: the desktop release
 * published last, for every plan, as the API answers it.
 */
let t: TestApp;
let free: Golfer;
beforeAll(async () => {
  t = await createTestApp();
  free = await createGolfer(t, { pro: false });
  await repo.insertRelease(t.database.db, { platform: 'desktop', version: '9.8.7', url: 'https://downloads.example.com/ogs-9.8.7.exe', notes: 'Faster putting green' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the Downloads page’s loader', () => {
  it('reads the release published last, for a free account too, as the API answers it', async () => {
    const { data, status } = await callLoader<ReleasesPageData | null>(t, downloadsRoute, free, '/account/downloads');
    expect(status).toBe(200);
    expect(data?.releases?.desktop).toMatchObject({ version: '9.8.7', url: 'https://downloads.example.com/ogs-9.8.7.exe' });
    const api = await t.app.inject({ url: '/api/download/releases', headers: { cookie: free.cookie } });
    expect(data?.releases).toEqual(api.json());
  });

  it('sends a signed-out visit to the log-in page', async () => {
    expect((await callLoader(t, downloadsRoute, null, '/account/downloads')).data).toBeNull();
    expect(await signedOutVisit(t, '/account/downloads')).toEqual({ status: 302, location: '/login?from=%2Faccount%2Fdownloads' });
  });
});
