import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/harness';
import { createDeviceToken, createUser, makePro, TEST_ORIGIN, type TestUser } from '../../test/factories';
import { importFixture } from '../../test/import-files';
import { shot, uploadAll } from '../../test/ingest-fixtures';

/** The dashboard's first-run guide: each step from the account's own data. */
const t = testAppForFile();

async function state(user: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/first-run', headers: { cookie: user.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().firstRun;
}

function post(user: TestUser, body: unknown, origin: string = TEST_ORIGIN) {
  return t.app.inject({ method: 'POST', url: '/api/user/first-run', headers: { cookie: user.cookie, origin }, payload: body as object });
}

describe('the first-run guide', () => {
  it('a new account: shown, nothing done; Download, then a device, then an upload tick the steps; done, it goes', async () => {
    const user = await createUser(t.app);
    expect(await state(user)).toEqual({ show: true, steps: { download: false, device: false, upload: false } });

    expect((await post(user, { event: 'downloaded' })).json().firstRun.steps).toEqual({ download: true, device: false, upload: false });

    const token = await createDeviceToken(t.app, user);
    expect(await state(user)).toEqual({ show: true, steps: { download: true, device: true, upload: false } });

    await uploadAll(t.app, token, 'shots', [shot({ club: '7i' })]);
    expect(await state(user)).toEqual({ show: false, steps: { download: true, device: true, upload: true } });
  });

  it('a connected device ticks Download too (the app had to be installed); a revoked one still counts', async () => {
    const user = await createUser(t.app);
    await createDeviceToken(t.app, user);
    const devices = await t.app.inject({ method: 'GET', url: '/api/user/devices', headers: { cookie: user.cookie } });
    const [device] = devices.json().devices;
    const revoked = await t.app.inject({ method: 'POST', url: `/api/user/devices/${device._id}/revoke`, headers: { cookie: user.cookie, origin: TEST_ORIGIN } });
    expect(revoked.statusCode).toBe(200);
    expect((await state(user)).steps).toEqual({ download: true, device: true, upload: false });
  });

  it('a golfer who only imports files is set up: the import ticks every step and the guide goes', async () => {
    const user = await createUser(t.app);
    await makePro(t.database.db, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
      payload: Buffer.from(importFixture('garmin-imperial.csv')),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('"type":"done"');
    expect(await state(user)).toEqual({ show: false, steps: { download: true, device: true, upload: true } });
  });

  it('dismissed, it stays away for this user only, on every device', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const res = await post(user, { event: 'dismissed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().firstRun.show).toBe(false);
    expect((await state(user)).show).toBe(false);
    expect((await state(other)).show).toBe(true);
  });

  it('refuses unknown events, extra fields, another site and a visitor', async () => {
    const user = await createUser(t.app);
    expect((await post(user, { event: 'done' })).statusCode).toBe(400);
    expect((await post(user, { event: 'dismissed', userId: 'x' })).statusCode).toBe(400);
    expect((await post(user, { event: 'dismissed' }, 'https://evil.test')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/first-run' })).statusCode).toBe(401);
    expect((await state(user)).show).toBe(true);
  });
});
