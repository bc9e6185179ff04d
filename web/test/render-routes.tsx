import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Routes, useLocation, useNavigate } from 'react-router';
import { SessionProvider } from '../features/auth/session-provider';

type Entry = string | { pathname: string; search?: string; state?: unknown };

/** The app's providers around some routes; the history holds `entries`, the last one open. */
export function renderRoutes(entries: Entry | Entry[], routes: ReactNode) {
  const history = Array.isArray(entries) ? entries : [entries];
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
        <Routes>{routes}</Routes>
      </MemoryRouter>
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
