import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Back to the top of the page on every route change (spec section 2). */
export function RootLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // Only the first visit to a lazily loaded area waits here; later navigations are transitions
  // that keep the current page on screen until the next one is ready.
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
