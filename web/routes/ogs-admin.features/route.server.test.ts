import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../server/test/factories';
import { adminAreaForFile, adminAreaVisit, callLoader, signedOutVisit } from '../../test/route-args.server';
import type { FeaturesPageData } from './features-page';
import * as featuresRoute from './route';

/*
 * The admin Features page's loader as the framework calls it, on the test database: an employee
 * reads the deployment's switches as the API answers them; anyone else is answered 404 and reads
 * nothing.
 */
const { t, staff, golfer } = adminAreaForFile();

const load = (user: TestUser | null) => callLoader<FeaturesPageData | null>(t, featuresRoute, user, '/ogs-admin/features');

describe('the admin Features page’s loader', () => {
  it('reads each switch for an employee, as the API answers them', async () => {
    const { data, status } = await load(staff);
    expect(status).toBe(200);
    const api = await t.app.inject({ url: '/api/admin/features', headers: { cookie: staff.cookie } });
    expect(api.statusCode).toBe(200);
    expect(data).toEqual(api.json());
    // The test app has no SMTP_URL: mail is off, and the page says how to turn it on.
    expect(data?.features?.find((f) => f.id === 'mail')).toMatchObject({ enabled: false, detail: 'Off: mail is written to the log. Set SMTP_URL.' });
    expect((await adminAreaVisit(t, staff, '/ogs-admin/features')).data).toBeNull();
  });

  it('answers 404 to a signed-in account that is not an employee, and reads it nothing', async () => {
    expect(await adminAreaVisit(t, golfer, '/ogs-admin/features')).toEqual({ data: null, status: 404 });
    expect(await load(golfer)).toEqual({ data: null, status: 200 });
  });

  it('sends a signed-out visit to the log-in page', async () => {
    expect((await load(null)).data).toBeNull();
    expect(await signedOutVisit(t, '/ogs-admin/features')).toEqual({ status: 302, location: '/login?from=%2Fogs-admin%2Ffeatures' });
  });
});
