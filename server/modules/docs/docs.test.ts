import { describe, expect, test } from 'vitest';
import { ingestRoundsBodySchema, ingestShotsBodySchema, ingestSessionsBodySchema } from '../../../common/schemas/ingest';
import { buildApp } from '../../app';
import { testAppForFile } from '../../test/harness';
import { ingestExamples } from './examples';

const t = testAppForFile();

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
  requestBody?: { content: Record<string, { example?: unknown }> };
}
interface OpenApi {
  openapi: string;
  info: { description: string };
  components: { securitySchemes: Record<string, { type: string; in?: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

async function openapi(): Promise<OpenApi> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the API documentation', () => {
  test('Swagger UI for people at /api/docs, its assets from our own server, under our CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const html = page.statusCode === 302 ? await t.app.inject({ method: 'GET', url: page.headers.location as string }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('swagger-ui');
    expect(html.body).not.toMatch(/<script>(?!\s*<\/script>)/); // no inline script: script-src 'self' holds
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });

  test('names PUBLIC_URL as its server, or the host it was opened on when PUBLIC_URL is not set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().servers).toEqual([{ url: 'http://localhost:3000' }]);
    const onAnyHost = await buildApp({ config: { ...t.config, publicUrlGiven: false }, database: t.database, logger: false });
    try {
      const doc = await onAnyHost.inject({ method: 'GET', url: '/api/docs/json', headers: { host: '192.168.1.20:3000' } });
      // A relative server: Swagger UI resolves it against the address the page was opened at.
      expect(doc.json().servers).toEqual([{ url: '/' }]);
    } finally {
      await onAnyHost.close();
    }
  });

  test('every operation has a summary and a tag; both ways of signing in are described', async () => {
    const doc = await openapi();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie' }),
      deviceToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    const missing = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !op.summary || !op.tags?.length)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);
    expect(doc.info.description).toContain('in-to-out are positive');
  });

  test('each operation says who may call it and documents its errors in our shape', async () => {
    const { paths } = await openapi();
    const dashboard = paths['/api/stats/dashboard'].get;
    expect(dashboard.security).toEqual([{ sessionCookie: [] }, { deviceToken: [] }]);
    expect(Object.keys(dashboard.responses).sort()).toEqual(['200', '400', '401', '403']);
    expect(dashboard.responses['403'].content?.['application/json'].schema.properties).toHaveProperty('error');

    const login = paths['/api/user/signin'].post;
    expect(login.security).toBeUndefined();
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['400', '403', '429']));

    const round = paths['/api/stats/round/{roundId}'].get;
    expect(round.responses['404'].description).toMatch(/Not found/);

    const adminPaths = Object.entries(paths).filter(([path]) => path.startsWith('/api/admin/'));
    expect(adminPaths.length).toBeGreaterThan(0);
    for (const [, ops] of adminPaths) {
      for (const op of Object.values(ops)) {
        expect(op.security).toEqual([{ sessionCookie: [] }]);
        expect(op.responses['404']).toBeDefined();
      }
    }
    for (const ops of Object.values(paths)) {
      for (const op of Object.values(ops)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (status.startsWith('4')) expect(response.content?.['application/json'].schema.properties).toHaveProperty('error');
        }
      }
    }
  });

  test('each upload call shows an example request, and the example is one the call accepts', async () => {
    const { paths } = await openapi();
    const schemas: Record<string, { safeParse(v: unknown): { success: boolean; error?: unknown } }> = {
      '/api/ingest/rounds': ingestRoundsBodySchema,
      '/api/ingest/shots': ingestShotsBodySchema,
      '/api/ingest/sessions': ingestSessionsBodySchema,
    };
    for (const [path, example] of Object.entries(ingestExamples)) {
      expect(paths[path].post.requestBody?.content['application/json'].example).toEqual(example);
      const parsed = schemas[path].safeParse(example);
      expect(parsed.success, `${path}: ${JSON.stringify(parsed.error)}`).toBe(true);
    }
    expect(Object.keys(ingestExamples).sort()).toEqual(Object.keys(schemas).sort());
  });
});
