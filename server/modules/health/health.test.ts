import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { freePortForTest } from '../../test/ports';

let t: TestApp;
let metricsPort: number;
beforeAll(async () => {
  metricsPort = await freePortForTest();
  t = await createTestApp({ METRICS_PORT: String(metricsPort) });
});
afterAll(async () => {
  await t?.close();
});

it('answers liveness and readiness', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ status: 'ready' });
});

it('is not ready while the database is gone', async () => {
  const broken = await createTestApp();
  await broken.database.close();
  const res = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(res.statusCode).toBe(503);
  expect(res.json().status).toBe('unavailable');
  expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  await broken.close();
});

it('serves request metrics in Prometheus format on its own port', async () => {
  await t.app.inject({ method: 'GET', url: '/api/health' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const body = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  expect(body).toContain('# TYPE http_requests_total counter');
  expect(body).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/);
  expect(body).toMatch(/http_request_duration_ms_bucket\{route="\/api\/health",le="\+Inf"\} [1-9]/);
  expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  // The pool's queueing (docs/operations.md, "Pool size"): PostgreSQL only, PGlite has no pool.
  if (t.database.pool) {
    expect(body).toMatch(/db_pool_wait_ms_bucket\{le="\+Inf"\} [1-9]/);
    expect(body).toMatch(/db_pool_wait_ms_count [1-9]/);
    expect(body).toContain(`db_pool_max ${t.config.databasePoolSize}`);
    expect(body).toMatch(/db_pool_waiting 0\n/);
  } else {
    expect(body).not.toContain('db_pool_');
  }
});
