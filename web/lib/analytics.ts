import type { Metric } from 'web-vitals';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let gtag: Gtag | null = null;

/**
 * GA4 page views and web vitals, only when the deployment sets a measurement id. Without one
 * nothing is loaded and nothing leaves the browser: gtag.js and web-vitals are never fetched.
 * Settles once web vitals are watched (at once when there is nothing to start).
 */
export async function startAnalytics(measurementId: string | null): Promise<void> {
  if (!measurementId || gtag) return;

  window.dataLayer = window.dataLayer ?? [];
  // gtag.js only accepts the `arguments` object itself, not an array copy of it.
  gtag = function gtagShim() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  gtag('js', new Date());
  // Page views are sent by the router on every route change, including the first one.
  gtag('config', measurementId, { send_page_view: false });

  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);

  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(sendWebVital);
}

function sendWebVital(metric: Metric): void {
  gtag?.('event', metric.name, {
    // GA4 event values must be integers; CLS is a small fraction, so it is scaled.
    value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_rating: metric.rating,
    non_interaction: true,
  });
}

/** Reset and shared links carry their token in the path: it never reaches the analytics service. */
export function redactTokens(url: string): string {
  return url
    .replace(/(\/password-reset\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/email-undo\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/email-confirm\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/shared\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](?:invite|token)=)[^&#]+/g, '$1[redacted]');
}

export function trackPageView(path: string): void {
  if (!gtag) return;
  const location = redactTokens(window.location.href);
  // Later events (web vitals) report this location too, instead of the address bar's.
  gtag('set', { page_location: location });
  gtag('event', 'page_view', {
    page_path: redactTokens(path),
    page_location: location,
    page_title: document.title,
  });
}
