import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeaturesResponse } from '../../../common/schemas/admin';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser, makeEmployee } from '../../test/factories';

async function featuresSeenByEmployee(t: TestApp): Promise<FeaturesResponse> {
  const employee = await createUser(t.app);
  await makeEmployee(t.database.db, employee.id);
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/features', headers: { cookie: employee.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/admin/features: the deployment’s switches, unconfigured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('every service off, each saying what stands in and which variable turns it on', async () => {
    const { features } = await featuresSeenByEmployee(bare);
    expect(features.map((f) => [f.id, f.enabled])).toEqual([
      ['humanVerification', false],
      ['payments', false],
      ['mail', false],
      ['analytics', false],
      ['sharedRateLimits', false],
    ]);
    expect(features.find((f) => f.id === 'payments')?.detail).toContain('STRIPE_SECRET_KEY');
  });

  it('is the admin area’s: a signed-in user who is not an employee gets 404', async () => {
    const user = await createUser(bare.app);
    const res = await bare.app.inject({ method: 'GET', url: '/api/admin/features', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/admin/features: the deployment’s switches, configured', () => {
  let configured: TestApp;
  beforeAll(async () => {
    configured = await createTestApp({
      RECAPTCHA_SITE_KEY: 'site-key-public',
      RECAPTCHA_SECRET_KEY: 'recaptcha-secret-value',
      RECAPTCHA_MIN_SCORE: '0.7',
      STRIPE_SECRET_KEY: 'sk_test_secret_value',
      STRIPE_WEBHOOK_SECRET: 'whsec_secret_value',
      GA_MEASUREMENT_ID: 'G-TEST123',
    });
  });
  afterAll(async () => {
    await configured?.close();
  });

  it('on, with what they do, and no secret in the answer', async () => {
    const { features } = await featuresSeenByEmployee(configured);
    expect(features.filter((f) => f.enabled).map((f) => f.id)).toEqual(['humanVerification', 'payments', 'analytics']);
    expect(features.find((f) => f.id === 'humanVerification')?.detail).toContain('0.7');
    const text = JSON.stringify(features);
    for (const secret of ['recaptcha-secret-value', 'sk_test_secret_value', 'whsec_secret_value']) expect(text).not.toContain(secret);
  });
});
