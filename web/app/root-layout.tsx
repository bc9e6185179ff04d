import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { trackPageView } from '../lib/analytics';

/**
 * The page's <main> takes the focus when the element that had it went with the previous page
 * (a link inside it, say): the next Tab then starts at the top of the new page's content, and a
 * screen reader reads it, instead of the focus being left nowhere. A menu link that stays on
 * screen keeps the focus.
 */
function focusMainIfFocusLost() {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  main.setAttribute('tabindex', '-1');
  main.style.outline = 'none';
  main.addEventListener(
    'blur',
    () => {
      main.removeAttribute('tabindex');
      main.style.removeProperty('outline');
    },
    { once: true },
  );
  main.focus({ preventScroll: true });
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
    focusMainIfFocusLost();
  }, [pathname]);

  // Only the first visit to a lazily loaded area waits here; later navigations are transitions
  // that keep the current page on screen until the next one is ready.
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
