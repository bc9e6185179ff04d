import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Back to the top of the page on every route change (spec section 2). */
export function RootLayout() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    // Not on the first page: the browser places it, and a visitor may have scrolled the
    // prerendered page before the app took it over.
    if (pathname === firstPath.current) return;
    firstPath.current = '';
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
