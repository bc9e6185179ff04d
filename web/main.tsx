import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { PRERENDER_CHUNKS_ID, QUERIES_ID, SESSION_USER_ID } from '../common/prerender';
import { isPrerenderedPath, PRERENDERED_PAGES } from './app/public-pages';
import { startAnalytics } from './lib/analytics';
import { userOf } from './features/auth/user-of';
import { holdEarlySubmits } from './lib/early-submits';
import { publicConfig } from './lib/public-config';

void startAnalytics(publicConfig.gaMeasurementId);

/** Lets the browser paint and answer input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the browser has shown the page (its first contentful paint), or after a second
 * where that is never reported (a background tab): the prerendered page is on screen before any
 * of the app's start-up work competes with it.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    if (!('PerformanceObserver' in window) || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      clearTimeout(timer);
      // A task later, so that the frame is out of the way.
      setTimeout(resolve, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  });

/**
 * Starts fetching the chunks the prerendered page lists (web/prerender.tsx), all at once. The
 * links go before the page's style elements, which emotion wants to find last in the head.
 */
function preloadPageChunks(): void {
  const list = document.getElementById(PRERENDER_CHUNKS_ID);
  if (!list) return;
  let hrefs: unknown;
  try {
    hrefs = JSON.parse(list.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(hrefs)) return;
  list.before(
    ...hrefs
      .filter((href): href is string => typeof href === 'string')
      .map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' })),
  );
}

/** The value of a JSON data block the server wrote into the page, or undefined. */
function jsonBlock(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/*
 * Started in pieces, each evaluated in a task of its own rather than as one module graph at once:
 * React DOM, then MUI's styling and our theme, then the rest of the app, then the page. Their
 * files are all being fetched by then; each piece is short, so a visitor reading the prerendered
 * page is never kept waiting by one long freeze.
 */
async function start() {
  const pathname = window.location.pathname;
  const container = document.getElementById('root')!;
  const drawn = container.firstElementChild !== null;
  // The user a signed-in page was drawn for by the server (docs/decisions/015), as the session call answers.
  const initialUser = drawn ? userOf(jsonBlock(SESSION_USER_ID)) : null;
  const prerendered = drawn && (isPrerenderedPath(pathname) || initialUser !== null);
  if (prerendered) {
    holdEarlySubmits();
    await afterFirstPaint();
    preloadPageChunks();
  }

  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  await import('./app/theme');
  await nextTask();
  const { App } = await import('./app/app');
  const element = (
    <StrictMode>
      <App initialUser={initialUser} />
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(container).render(element);
    return;
  }
  await nextTask();
  // The page's code before hydrating, so that the first render matches the HTML (a failed fetch
  // leaves the page to its Suspense boundary, as on any later visit); hydrating in a transition
  // lets the browser answer the visitor between slices of the work.
  const pageCode = isPrerenderedPath(pathname)
    ? PRERENDERED_PAGES[pathname].preload()
    : import('./app/signed-in-pages').then(({ preloadSignedInPage }) => preloadSignedInPage(pathname, jsonBlock(QUERIES_ID)));
  await pageCode.catch(() => {});
  startTransition(() => void hydrateRoot(container, element));
}

void start();
