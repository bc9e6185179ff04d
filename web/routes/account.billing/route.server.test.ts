import { describe, expect, it } from 'vitest';
import { createGolfer } from '../../../server/test/factories';
import { testAppForFile } from '../../../server/test/harness';
import { callLoader, signedOutVisit } from '../../test/route-args.server';
import type { BillingPageData } from './billing-page';
import * as billingRoute from './route';

/*
 * The Billing page's loader as the framework calls it, on the test database: the account's plan
 * and its invoices as the API answers them, and the signed-out redirect.
 */
const t = testAppForFile();

describe('the Billing page’s loader', () => {
  it('reads each account’s own plan and invoices, as the API answers them', async () => {
    for (const pro of [true, false]) {
      const golfer = await createGolfer(t, { pro });
      const { data, status } = await callLoader<BillingPageData | null>(t, billingRoute, golfer, '/account/billing');
      expect(status).toBe(200);
      expect(data?.plan).toMatchObject({ _id: golfer.id, email: golfer.email, isPro: pro, stripe: { activeProSubscription: pro } });
      const invoices = await t.app.inject({ url: '/api/subscriptions/invoices', headers: { cookie: golfer.cookie } });
      expect(invoices.statusCode).toBe(200);
      expect(Array.isArray(data?.invoices)).toBe(true);
      expect(data?.invoices).toEqual(invoices.json().invoices);
    }
  });

  it('sends a signed-out visit to the log-in page', async () => {
    expect((await callLoader(t, billingRoute, null, '/account/billing')).data).toBeNull();
    expect(await signedOutVisit(t, '/account/billing')).toEqual({ status: 302, location: '/login?from=%2Faccount%2Fbilling' });
  });
});
