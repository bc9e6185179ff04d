import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { jsonResponse, signedInUser, stubApi } from './api-stub';
import { renderRoutes } from './render-routes';

/* The billing, downloads and subscription result pages' tests: a plan's user and one page drawn signed in as them. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A plan's end, and how the pages write it. */
export const EXPIRES = '2027-11-22T12:00:00.000Z';
export const LONG = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(EXPIRES));

type Stripe = typeof signedInUser.stripe;
/** The session's user, Free or Pro, with what their subscription says. */
export const user = (isPro: boolean, stripe: Partial<Stripe> = {}) => ({
  ...signedInUser,
  isPro,
  stripe: { ...signedInUser.stripe, activeProSubscription: isPro, ...stripe },
});

/** `element` at `route`, opened at `path` with `sessionUser` signed in; the API calls it made. */
export function renderPage(path: string, route: string, element: ReactNode, sessionUser: unknown, extra: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    'GET /api/user/session': () => jsonResponse(200, { user: sessionUser }),
    ...extra,
  });
  renderRoutes(path, <Route path={route} element={element} />);
  return calls;
}
