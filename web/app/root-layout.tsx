import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { trackPageView } from '../lib/analytics';

/**
 * After a navigation the new page's heading takes the focus (its <main> where it has none): a
 * screen reader reads where the golfer now is, and the next Tab starts at the top of the page's
 * content, whichever link or menu led there.
 */
function focusPageHeading() {
  const main = document.querySelector<HTMLElement>('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  target.setAttribute('tabindex', '-1');
  target.style.outline = 'none';
  target.addEventListener(
    'blur',
    () => {
      target.removeAttribute('tabindex');
      target.style.removeProperty('outline');
    },
    { once: true },
  );
  target.focus({ preventScroll: true });
}

/**
 * Back to the top of the page on every route change (spec section 2), the focus with it; and a
 * page view for each page, once its title (the route's `meta`) is the document's.
 */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => trackPageView(pathname + search), [pathname, search]);

  // The page is the app's from here on (a drawn or prerendered page before that is HTML only):
  // said on the document, for monitoring and for browser tests that must not click too early.
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);

  useEffect(() => {
    // Not on the first page: the browser places it, and a visitor may have scrolled the
    // prerendered page before the app took it over.
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo(0, 0);
    focusPageHeading();
  }, [pathname]);

  // Only the first visit to a lazily loaded area waits here; later navigations are transitions
  // that keep the current page on screen until the next one is ready.
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
