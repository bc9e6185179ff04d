import { createHmac, randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../app';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, makeEmployee, makePro, TEST_ORIGIN, type TestUser } from '../test/factories';

/**
 * Every class of bad input, sent to every route of the
 * app's own route table that takes input, as a signed-in Pro employee (so that no access check
 * hides the validation). Each answer must be the expected 4xx with a string `error`; never a 500.
 * Routes appear here by themselves as modules add them: nothing below names a route.
 */

const APP_BODY_LIMIT = 1024 * 1024;
const HOSTILE_REQUEST_ID = `<script>alert(1)</script>${'x'.repeat(3000)}`;
const WEBHOOK_SECRET = 'whsec_fuzz_secret';

type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';
interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  maxItems?: number;
  maxLength?: number;
}

interface Probe {
  route: string;
  klass: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** The answers that are right for this class. */
  expect: number[];
}

interface Outcome extends Probe {
  status: number;
  error: unknown;
}

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!schema || typeof schema !== 'object' || !('safeParse' in schema)) return null;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** The JSON types a schema accepts; null when it accepts anything. */
function acceptedTypes(s: JsonSchema | undefined): Set<JsonType> | null {
  if (!s) return null;
  const union = s.anyOf ?? s.oneOf;
  if (union) {
    const all = new Set<JsonType>();
    for (const part of union) {
      const types = acceptedTypes(part);
      if (!types) return null;
      for (const t of types) all.add(t);
    }
    return all;
  }
  if (s.allOf?.length) return acceptedTypes(s.allOf[0]);
  const typeOf = (v: unknown): JsonType => (v === null ? 'null' : Array.isArray(v) ? 'array' : (typeof v as JsonType));
  if ('const' in s) return new Set([typeOf(s.const)]);
  if (s.enum) return new Set(s.enum.map(typeOf));
  if (!s.type) return null;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return new Set(types.map((t) => (t === 'integer' ? 'number' : t) as JsonType));
}

const WRONG_VALUES: Array<[JsonType, unknown]> = [
  ['string', 'fuzz'],
  ['number', 42],
  ['boolean', true],
  ['array', ['fuzz']],
  ['object', { fuzz: 'fuzz' }],
  ['null', null],
];

/** Candidates for a field's valid value, tried in this order against the field's own schema. */
const STRING_CANDIDATES = ['correct horse battery', 'fuzz@example.com', randomUUID(), '1.2.3', 'https://example.com/fuzz', new Date(Date.now() - 3_600_000).toISOString(), '1'];

/** A body the route's schema accepts, as far as one can be made without knowing the route: the base each probe spoils in one place. */
function sampleBody(schema: unknown, json: JsonSchema): Record<string, unknown> {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const body: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(json.properties ?? {})) {
    const field = shape[key];
    const nested = (field as { shape?: unknown } | undefined)?.shape && prop.properties ? [sampleBody(field, prop)] : [];
    const candidates: unknown[] = [
      ...nested,
      ...('const' in prop ? [prop.const] : []),
      ...(prop.enum ?? []),
      ...STRING_CANDIDATES,
      true,
      1,
      [],
      {},
    ];
    const found = candidates.find((c) => field?.safeParse(c).success);
    if (found !== undefined) body[key] = found;
  }
  return body;
}

function fillParams(url: string, value: (name: string) => string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => value(name));
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
}

function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Routes whose body could be filled validly: there, each probe spoils exactly one thing. */
const validBases = new Set<string>();

/** Every probe for one route, from its schema and config alone. */
function probesFor(route: RouteOptions): Probe[] {
  const probes: Probe[] = [];
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
  const name = `${methodsOf(route).join(',')} ${route.url}`;
  const validUrl = fillParams(route.url, () => randomUUID());
  const json = { 'content-type': 'application/json' };

  for (const method of methodsOf(route)) {
    const add = (klass: string, p: Omit<Probe, 'route' | 'klass' | 'method'>) => probes.push({ route: name, klass, method, ...p });

    // Path parameters: ids that are not UUIDs, NUL bytes, lone surrogates, prototype names, overlong values.
    if (schema.params) {
      const bad: Array<[string, string]> = [
        ['param: not a UUID', 'not-a-uuid'],
        ['param: NUL byte', 'a%00b'],
        ['param: lone surrogate', '%ED%A0%80'],
        ['param: __proto__', '__proto__'],
        ['param: constructor', 'constructor'],
        ['param: broken escape', '%E0%A4%A'],
      ];
      for (const [klass, value] of bad) {
        add(klass, {
          url: fillParams(route.url, () => value),
          ...(method !== 'GET' && { headers: json, payload: '{}' }),
          expect: [400, 404],
        });
      }
      // Longer than the router takes: no API route matches, and the pages' catch-all answers an
      // unknown /api/ address 404 in our shape (414 where no catch-all takes the method).
      add('param: overlong', { url: fillParams(route.url, () => 'a'.repeat(500)), ...(method !== 'GET' && { headers: json, payload: '{}' }), expect: [404, 414] });
      // Long ids just over the router's 200 characters, and long ones under it.
      add('param: long id (300)', { url: fillParams(route.url, () => 'a'.repeat(300)), ...(method !== 'GET' && { headers: json, payload: '{}' }), expect: [404, 414] });
      add('param: long id (199)', { url: fillParams(route.url, () => 'a'.repeat(199)), ...(method !== 'GET' && { headers: json, payload: '{}' }), expect: [400, 404] });
    }

    // Bad URL encodings in the path itself, on every route: our shape, never the router's.
    for (const [klass, tail] of [['path: broken escape', '%E0%A4%A'], ['path: lone percent', '%'], ['path: escape of no hex', '%zz'], ['path: overlong UTF-8', '%C0%AF']]) {
      add(klass, { url: `${validUrl}${tail}`, ...(method !== 'GET' && { headers: json, payload: '{}' }), expect: [400, 404] });
    }

    // Query strings: unknown and prototype keys, repeated keys (arrays), wrong types, NUL, lone surrogates, overlong values.
    const query = jsonSchemaOf(schema.querystring);
    if (query) {
      add('query: __proto__ key', { url: `${validUrl}?__proto__=fuzz`, expect: [400] });
      add('query: constructor.prototype key', { url: `${validUrl}?constructor[prototype][fuzz]=1`, expect: [400] });
      add('query: constructor key', { url: `${validUrl}?constructor=fuzz`, expect: [400] });
      for (const [key, prop] of Object.entries(query.properties ?? {})) {
        add(`query ${key}: array`, { url: `${validUrl}?${key}=1&${key}=2`, expect: [400] });
        add(`query ${key}: NUL byte`, { url: `${validUrl}?${key}=a%00b`, expect: [400] });
        // A lone surrogate cannot be spelled in UTF-8: its CESU-8 bytes, like any undecodable escape, reach
        // the app as the literal text `%ED%A0%80`, harmless. Refused or taken literally, never a 500.
        add(`query ${key}: lone surrogate`, { url: `${validUrl}?${key}=%ED%A0%80`, expect: [200, 400, 404] });
        add(`query ${key}: broken escape`, { url: `${validUrl}?${key}=%E0%A4%A`, expect: [200, 400, 404] });
        const types = acceptedTypes(prop);
        if (types && !types.has('string')) add(`query ${key}: text where a number belongs`, { url: `${validUrl}?${key}=fuzz`, expect: [400] });
        if (prop.maxLength) add(`query ${key}: overlong`, { url: `${validUrl}?${key}=${'a'.repeat(prop.maxLength + 1)}`, expect: [400] });
      }
    }
    // Any API route refuses NUL bytes in its query, declared or not.
    if (method === 'GET' && route.url.startsWith('/api/')) add('query: NUL in an undeclared key', { url: `${validUrl}?fuzz=%00`, expect: [400] });

    if (method === 'GET') continue;

    // The Stripe webhook: a raw body verified by its signature (the one route exempt from the origin check).
    if (route.config?.crossOrigin === true) {
      const event = JSON.stringify({ id: 'evt_fuzz', type: 'customer.subscription.updated', data: { object: {} } });
      const webhook = (klass: string, payload: string | Buffer, signature: string | null, expected = [400]) =>
        add(klass, { url: validUrl, headers: { ...json, ...(signature !== null && { 'stripe-signature': signature }) }, payload, expect: expected });
      webhook('webhook: no signature', event, null);
      webhook('webhook: bad signature', event, 't=1700000000,v1=deadbeef');
      webhook('webhook: signed with another secret', event, stripeSignature(event, 'whsec_someone_else'));
      webhook('webhook: signature of other bytes', event, stripeSignature(`${event} `, WEBHOOK_SECRET));
      webhook('webhook: stale timestamp', event, stripeSignature(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600));
      webhook('webhook: signed malformed JSON', '{"id":', stripeSignature('{"id":', WEBHOOK_SECRET));
      webhook('webhook: over the body limit', Buffer.alloc(APP_BODY_LIMIT + 1, 'a'), stripeSignature('x', WEBHOOK_SECRET), [413]);
      continue;
    }

    // Bodies: what the parser refuses, whatever the route.
    const limit = route.bodyLimit ?? APP_BODY_LIMIT;
    add('body: over the limit', { url: validUrl, headers: json, payload: `{"fuzz":"${'a'.repeat(limit + 16)}"}`, expect: [413] });
    add('body: malformed JSON', { url: validUrl, headers: json, payload: '{"fuzz": ', expect: [400] });
    add('body: empty JSON', { url: validUrl, headers: json, payload: '', expect: [400] });
    add('body: __proto__ key', { url: validUrl, headers: json, payload: '{"__proto__":{"isEmployee":true}}', expect: [400] });
    add('body: constructor.prototype key', { url: validUrl, headers: json, payload: '{"constructor":{"prototype":{"isEmployee":true}}}', expect: [400] });
    add('body: unsupported media type', { url: validUrl, headers: { 'content-type': 'application/xml' }, payload: '<fuzz/>', expect: [415] });
    // Forms: refused the same way where a form is taken, 415 where it is not.
    add('form: over the limit', { url: validUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `fuzz=${'a'.repeat(limit + 16)}`, expect: [413, 415] });
    add('form: __proto__ key', { url: validUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '__proto__=fuzz', expect: [400, 415] });
    // Forms do not nest (`a[b]=c` is the key `a[b]`), so the keys that matter are these two.
    add('form: constructor key', { url: validUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'constructor=fuzz', expect: [400, 415] });
    add('form: prototype key', { url: validUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'prototype=fuzz', expect: [400, 415] });
    add('form: NUL byte', { url: validUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'fuzz=a%00b', expect: [400, 415] });

    const body = jsonSchemaOf(schema.body);
    if (!body) {
      // No declared body: still no NUL or lone surrogate gets in.
      add('body: NUL byte', { url: validUrl, headers: json, payload: JSON.stringify({ fuzz: 'a\u0000b' }), expect: [400] });
      add('body: lone surrogate', { url: validUrl, headers: json, payload: JSON.stringify({ fuzz: 'a\ud800b' }), expect: [400] });
      continue;
    }
    const base = sampleBody(schema.body, body);
    if ((schema.body as z.ZodType).safeParse(base).success) validBases.add(name);
    // Prototype keys beside otherwise good fields, so that nothing else is wrong with the body.
    const withKey = (raw: string) => JSON.stringify(base).replace(/^\{/, Object.keys(base).length ? `{${raw},` : `{${raw}`);
    add('body: __proto__ key beside good fields', { url: validUrl, headers: json, payload: withKey('"__proto__":{"isEmployee":true}'), expect: [400] });
    add('body: constructor.prototype beside good fields', { url: validUrl, headers: json, payload: withKey('"constructor":{"prototype":{"isEmployee":true}}'), expect: [400] });
    const send = (klass: string, value: unknown, expected = [400]) => add(klass, { url: validUrl, headers: json, payload: JSON.stringify(value), expect: expected });
    for (const notAnObject of [[], [base], 'fuzz', 42, true, null]) send(`body: ${JSON.stringify(notAnObject).slice(0, 20)} instead of an object`, notAnObject);
    // Strict bodies refuse fields they do not know; a browser form's body may carry extras.
    if ((body as { additionalProperties?: unknown }).additionalProperties === false) send('body: unknown field', { ...base, isEmployee: true });
    for (const [key, prop] of Object.entries(body.properties ?? {})) {
      const types = acceptedTypes(prop);
      if (types) {
        for (const [type, value] of WRONG_VALUES) {
          // "No coercion": numbers, booleans and arrays where text belongs, and the reverse.
          if (!types.has(type)) send(`body ${key}: ${type} instead of ${[...types].join('|')}`, { ...base, [key]: value });
        }
      }
      if (types?.has('string')) {
        send(`body ${key}: NUL byte`, { ...base, [key]: 'fuzz\u0000fuzz' });
        send(`body ${key}: lone surrogate`, { ...base, [key]: 'fuzz\ud800' });
        send(`body ${key}: lone low surrogate`, { ...base, [key]: '\udc00fuzz' });
        if (prop.maxLength) send(`body ${key}: overlong`, { ...base, [key]: 'a'.repeat(prop.maxLength + 1) });
        if (/id$/i.test(key)) send(`body ${key}: not a UUID`, { ...base, [key]: 'not-a-uuid' }, [400, 403, 404]);
        // Addresses with an address inside, and look-alike domains: refused where an address is
        // stored or mailed; sign-in only looks it up, and finds no account.
        if (/email/i.test(key)) {
          for (const embedded of ['x<victim@evil.test>y.co', 'Victim <victim@evil.test>', 'victim@evil.test, b@example.com', 'a b@example.com', 'victim@evil.test\r\nbcc:b@example.com', 'user@pаypal.com']) {
            send(`body ${key}: embedded address ${JSON.stringify(embedded)}`, { ...base, [key]: embedded }, [400, 401]);
          }
        }
        // As a form field too: a repeated field is an array where text belongs.
        add(`form ${key}: repeated`, { url: validUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `${key}=a&${key}=b`, expect: [400, 415] });
      }
      if (types?.has('array') && prop.maxItems !== undefined) {
        // Batches over the limit (ingest: 1,000 items).
        const item = prop.items && acceptedTypes(prop.items)?.has('object') ? {} : 'fuzz';
        send(`body ${key}: ${prop.maxItems + 1} items`, { ...base, [key]: Array.from({ length: prop.maxItems + 1 }, () => item) }, [400, 413]);
      }
      // A nested object's keys are checked for prototype names too.
      if (types?.has('object')) {
        add(`body ${key}: nested __proto__`, { url: validUrl, headers: json, payload: JSON.stringify({ ...base, [key]: 'x' }).replace('"x"', '{"__proto__":{"fuzz":1}}'), expect: [400] });
      }
    }
  }
  return probes;
}

describe('bad input on every route', () => {
  let t: TestApp;
  let user: TestUser;
  let routes: RouteOptions[];

  beforeAll(async () => {
    t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_fuzz', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: 'http://127.0.0.1:9' });
    user = await createUser(t.app);
    await makePro(t.database.db, user.id);
    await makeEmployee(t.database.db, user.id);
    routes = routeTable(t.app).filter((r) => r.url.startsWith('/api/') && methodsOf(r).length > 0);
  });
  afterAll(async () => t?.close());

  async function signIn(): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signin', headers: { origin: TEST_ORIGIN }, payload: { email: user.email, password: user.password } });
    const sid = res.cookies.find((c) => c.name === 'sid');
    if (res.statusCode !== 200 || !sid) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return `sid=${sid.value}`;
  }

  it('finds the routes in the app itself', () => {
    const urls = routes.map((r) => r.url);
    // A sanity floor, not a list: the route table is read, and it is not empty.
    expect(routes.length).toBeGreaterThan(20);
    expect(urls.some((u) => u.includes(':'))).toBe(true);
    expect(routes.some((r) => (r.schema as { body?: unknown } | undefined)?.body)).toBe(true);
    expect(routes.some((r) => (r.schema as { querystring?: unknown } | undefined)?.querystring)).toBe(true);
    expect(routes.some((r) => r.config?.crossOrigin === true)).toBe(true);
  });

  it('answers every class of bad input on every route with its 4xx and an error, never a 500', async () => {
    const outcomes: Outcome[] = [];
    let total = 0;
    for (const route of routes) {
      const probes = probesFor(route);
      total += probes.length;
      // A session of its own per route: a probe that got through to a sign-out must not spoil the next route's.
      const cookie = await signIn();
      for (const probe of probes) {
        let res;
        try {
          res = await t.app.inject({
            method: probe.method as 'POST',
            url: probe.url,
            // A hostile request id on every probe: never echoed.
            headers: { origin: TEST_ORIGIN, cookie, 'x-request-id': HOSTILE_REQUEST_ID, ...probe.headers },
            ...(probe.payload !== undefined && { payload: probe.payload }),
          });
        } catch (err) {
          // No answer at all (a stream torn down mid-way): as wrong as a 500.
          outcomes.push({ ...probe, payload: undefined, status: 0, error: String(err) });
          continue;
        }
        let error: unknown;
        let status = res.statusCode;
        try {
          const body = res.json();
          error = body.error;
          // Our error shape and our words only: no library codes, no echoed path.
          if (status >= 400 && (Object.keys(body).some((k) => !['error', 'code', 'fields'].includes(k)) || /FST_|fastify/i.test(res.body))) {
            status = -status;
            error = `not our error shape: ${res.body.slice(0, 120)}`;
          }
        } catch {
          error = undefined;
        }
        if (String(res.headers['x-request-id']).includes('<')) {
          status = -1;
          error = 'echoed the request id';
        }
        outcomes.push({ ...probe, payload: undefined, status, error });
      }
    }
    expect(total).toBeGreaterThan(200);

    const wrong = outcomes
      .filter((o) => !o.expect.includes(o.status) || (o.status >= 400 && (typeof o.error !== 'string' || o.error.length === 0)))
      .map((o) => `${o.route} [${o.klass}] ${o.method} ${o.url.slice(0, 80)} -> ${o.status} ${JSON.stringify(o.error)} (expected ${o.expect.join('/')})`);
    expect(wrong).toEqual([]);
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);

    // Forms were really parsed somewhere: not every form probe met a 415.
    expect(outcomes.some((o) => o.klass.startsWith('form') && o.status !== 415)).toBe(true);

    const byClass = new Set(outcomes.map((o) => o.klass.replace(/^(body|query|form) [^:]+:/, '$1 <field>:')));
    console.log(`fuzz: ${outcomes.length} requests, ${routes.length} routes (${validBases.size} with a valid base body: ${[...validBases].join(', ')}), ${byClass.size} classes, statuses ${JSON.stringify(countBy(outcomes.map((o) => o.status)))}`);
  }, 120_000);

  it('is healthy afterwards, and the employee is still signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: user.cookie } });
    expect(session.json().user?.email).toBe(user.email);
    expect(session.json().user?.isEmployee).toBe(true);
    // Prototypes were not touched.
    expect(({} as Record<string, unknown>).isEmployee).toBeUndefined();
    expect(({} as Record<string, unknown>).fuzz).toBeUndefined();
  });
});

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
