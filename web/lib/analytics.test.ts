import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.dataLayer;
  vi.resetModules();
});

/** A fresh copy of the module: it keeps whether analytics were started. */
const loadAnalytics = () => import('./analytics');

const gtagScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src.includes('googletagmanager.com'));

describe('analytics', () => {
  it('loads nothing and records nothing without a measurement id', async () => {
    const { startAnalytics, trackPageView } = await loadAnalytics();
    await startAnalytics(null);
    trackPageView('/login');
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads gtag.js once with the id and sends a page view per call', async () => {
    const { startAnalytics, trackPageView } = await loadAnalytics();
    // Awaited: web-vitals, loaded by the first call, must not arrive after this file's window is gone.
    await Promise.all([startAnalytics('G-TEST123'), startAnalytics('G-TEST123')]);
    trackPageView('/account/rounds?page=2');

    expect(gtagScripts().map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    ]);
    const pageViews = (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter(([command, name]) => command === 'event' && name === 'page_view');
    expect(pageViews).toHaveLength(1);
    expect(pageViews[0]?.[2]).toMatchObject({ page_path: '/account/rounds?page=2' });
  });
});
