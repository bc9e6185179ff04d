import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, createRoutesFromElements, RouterProvider, useLocation, useNavigate } from 'react-router';
import { SessionProvider } from '../features/auth/session-provider';

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
