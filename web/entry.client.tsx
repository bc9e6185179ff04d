import { startTransition, StrictMode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/** Emotion's styles go where the server put its own (root.tsx), before nothing else in the head. */
function clientCache() {
  const insertionPoint = document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ?? undefined;
  return createCache({ key: 'css', insertionPoint });
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={clientCache()}>
        <HydratedRouter />
      </CacheProvider>
    </StrictMode>,
  );
});
