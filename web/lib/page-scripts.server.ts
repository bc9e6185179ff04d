import { INERT_PRELOAD, INERT_SCRIPT } from './page-scripts';

/**
 * The element the root draws the framework's scripts in, last in the body, on a page whose app
 * starts on first use; React puts the scripts that carry the loader data after it.
 */
const FIRST_USE_WRAPPER = '<div hidden="" data-app-scripts="on-first-use">';

/**
 * A page whose app starts on first use, as the server sends it: React Router's module preloads
 * (React puts them in the head) get a link type the browser ignores, and its scripts (the
 * context, the route modules' import, the loader data) a script type it does not run. The page
 * is the same HTML otherwise; FIRST_USE_SCRIPT (page-scripts.ts) gives both back their types
 * when the visitor starts to use the page. Other pages are returned as they are.
 */
export function withScriptsInertUntilFirstUse(html: string): string {
  const start = html.lastIndexOf(FIRST_USE_WRAPPER);
  if (start < 0) return html;
  // The wrapper is the body's last element; the scripts that carry the loader data follow it.
  const end = html.lastIndexOf('</body>');
  const head = html.slice(0, start).replaceAll('<link rel="modulepreload"', `<link rel="${INERT_PRELOAD}"`);
  const scripts = html
    .slice(start, end)
    .replace(/<script\b([^>]*)>/g, (_tag, attributes: string) =>
      attributes.includes('type="module"')
        ? `<script${attributes.replace('type="module"', `type="${INERT_SCRIPT}-module"`)}>`
        : `<script type="${INERT_SCRIPT}"${attributes}>`,
    );
  return head + scripts + html.slice(end);
}
