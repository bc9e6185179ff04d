import { describe, expect, it } from 'vitest';
import { withScriptsInertUntilFirstUse } from './page-scripts.server';
import { INERT_PRELOAD, INERT_SCRIPT } from './page-scripts';

const HEAD = '<head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/><link rel="stylesheet" href="/a.css"/></head>';
const BODY_START = '<body><main><script nonce="n">document.title</script></main>';
const FRAMEWORK =
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  '<script nonce="n" type="module" async="">import("/assets/entry.client-a.js");</script></div>' +
  '<!--$--><script nonce="n">window.__reactRouterContext.streamController.close();</script><!--/$-->';

describe('a page whose app starts on first use, as the server sends it', () => {
  it('has its module preloads and the framework scripts after the marker inert, and nothing else changed', () => {
    const html = `<html>${HEAD}${BODY_START}<div hidden="" data-app-scripts="on-first-use">${FRAMEWORK}</body></html>`;
    const sent = withScriptsInertUntilFirstUse(html);
    expect(sent).not.toContain('rel="modulepreload"');
    expect(sent).toContain(`<link rel="${INERT_PRELOAD}" href="/assets/entry.client-a.js" nonce="n"/>`);
    expect(sent).toContain('<link rel="stylesheet" href="/a.css"/>');
    // The page's own script before the marker runs as it is.
    expect(sent).toContain('<main><script nonce="n">document.title</script></main>');
    expect(sent.match(new RegExp(`<script type="${INERT_SCRIPT}" nonce="n">`, 'g'))).toHaveLength(2);
    expect(sent).toContain(`<script nonce="n" type="${INERT_SCRIPT}-module" async="">import("/assets/entry.client-a.js");</script>`);
    expect(sent).not.toMatch(/type="module"/);
  });

  it('leaves every other page as it is', () => {
    const html = `<html>${HEAD}${BODY_START}${FRAMEWORK.replace('</div>', '')}</body></html>`;
    expect(withScriptsInertUntilFirstUse(html)).toBe(html);
  });
});
