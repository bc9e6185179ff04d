import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, createRoutesFromElements, Route, RouterProvider, useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '../../common/schemas/user';
import { SignedInProviders } from '../app/signed-in-providers';
import { RequireSignIn } from '../features/auth/components/require-sign-in';
import { SessionProvider } from '../features/auth/session-provider';
import { jsonResponse, signedInUser, stubApi } from './api-stub';

type Entry = string | { pathname: string; search?: string; state?: unknown };

/**
 * The app's providers around some routes, in a data router as the framework's (loaders, actions,
 * useActionData); the history holds `entries`, the last one open.
 */
export function renderRoutes(entries: Entry | Entry[], routes: ReactNode) {
  const history = Array.isArray(entries) ? entries : [entries];
  const router = createMemoryRouter(createRoutesFromElements(routes), { initialEntries: history, initialIndex: history.length - 1 });
  return render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

/**
 * Account pages as the signed-in layout holds them (the route guard, the account's providers),
 * with `user` answering the session check and `handlers` the pages' other calls; the calls made.
 */
export function renderSignedIn(
  entries: Entry | Entry[],
  routes: ReactNode,
  { user = signedInUser, handlers = {} }: { user?: CurrentUser; handlers?: Parameters<typeof stubApi>[0] } = {},
) {
  const calls = stubApi({ 'GET /api/user/session': () => jsonResponse(200, { user }), ...handlers });
  renderRoutes(
    entries,
    <Route element={<RequireSignIn />}>
      <Route element={<SignedInProviders />}>{routes}</Route>
    </Route>,
  );
  return calls;
}

/** A route target that shows where the app went and with which state, and can go back. */
export function LocationProbe({ label }: { label: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>
        {label} at {location.pathname + location.search}
        {location.state ? ` from ${(location.state as { from?: string }).from}` : ''}
      </p>
      <button type="button" onClick={() => navigate(-1)}>
        Go back
      </button>
    </>
  );
}
