import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { setServerPublicConfig } from './lib/public-config';
import { withScriptsInertUntilFirstUse } from './lib/page-scripts.server';
import type { WebLoadContext } from './load-context.server';

/** How long a page may take to render before it is given up on (its loaders' data are in by then). */
export const streamTimeout = 5_000;

const STYLES_MARK = '<meta name="emotion-insertion-point" content=""/>';

/**
 * Renders the whole document once everything is ready (no streaming: the CSS its first paint
 * needs goes into the head, MUI's material-ui-react-router-ts example), with one emotion cache per
 * request and the request's CSP nonce on React Router's scripts.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: unknown,
): Promise<Response> {
  const { nonce, site } = loadContext as WebLoadContext;
  setServerPublicConfig(site);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CacheProvider>,
      {
        nonce,
        // Every part in its place, however long: React otherwise sends a large part after the
        // rest, put in place by a script, and the page would be incomplete without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const sink = new PassThrough();
          const chunks: Buffer[] = [];
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('error', reject);
          sink.on('end', () => {
            const html = Buffer.concat(chunks).toString('utf8');
            const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
            const page = withScriptsInertUntilFirstUse(html.replace(STYLES_MARK, () => `${STYLES_MARK}${styles}`));
            headers.set('Content-Type', 'text/html; charset=utf-8');
            const body = new PassThrough();
            body.end(page);
            resolve(new Response(createReadableStreamFromReadable(body), { status: failed ? 500 : status, headers }));
          });
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          failed = true;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
