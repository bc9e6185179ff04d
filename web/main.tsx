import { startTransition, StrictMode } from 'react';
import { isPrerenderedPath, PRERENDERED_PAGES } from './app/public-pages';
import { startAnalytics } from './lib/analytics';
import { holdEarlySubmits } from './lib/early-submits';
import { publicConfig } from './lib/public-config';

startAnalytics(publicConfig.gaMeasurementId);

/** Lets the browser paint and answer input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the browser has drawn a frame (or soon, in a background tab, which draws none):
 * the prerendered page is on screen before any of the app's start-up work competes with it.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });

/*
 * Started in pieces, each evaluated in a task of its own rather than as one module graph at once:
 * React DOM, then MUI's styling and our theme, then the rest of the app, then the page. Their
 * files are preloaded by the HTML; each piece is short, so a visitor reading the prerendered page
 * is never kept waiting by one long freeze.
 */
async function start() {
  const pathname = window.location.pathname;
  const container = document.getElementById('root')!;
  const prerendered = container.firstElementChild !== null && isPrerenderedPath(pathname);
  if (prerendered) {
    holdEarlySubmits();
    await afterFirstPaint();
  }

  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  await import('./app/theme');
  await nextTask();
  const { App } = await import('./app/app');
  const element = (
    <StrictMode>
      <App />
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
  await PRERENDERED_PAGES[pathname].preload().catch(() => {});
  startTransition(() => void hydrateRoot(container, element));
}

void start();
