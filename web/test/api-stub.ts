import { vi } from 'vitest';
import type { CurrentUser } from '../../common/schemas/user';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (body: unknown) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch, the network boundary, with answers per "METHOD /path". Unlisted calls answer
 * 404 like the server's unknown /api paths; the session check defaults to "signed out".
 */
export function stubApi(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const routes: Record<string, Handler> = { 'GET /api/user/session': () => jsonResponse(200, { user: null }), ...handlers };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = String(input);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const handler = routes[`${method} ${path}`];
      return handler ? handler(body) : jsonResponse(404, { error: 'Not found' });
    }),
  );
  return calls;
}

/** A response that arrives only when the test says so, to look at the submitting state. */
export function deferredResponse() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

export const signedInUser: CurrentUser = {
  _id: 'u1',
  email: 'golfer@example.com',
  name: null,
  isPro: false,
  isEmployee: false,
  stripe: { activeProSubscription: false, isCanceled: false, expiresAt: null, customerId: null },
  preferences: { distanceUnit: 'yd', speedUnit: 'mph' },
};

/** The same user on the Pro plan. */
export const proUser: CurrentUser = { ...signedInUser, isPro: true, stripe: { ...signedInUser.stripe, activeProSubscription: true } };
