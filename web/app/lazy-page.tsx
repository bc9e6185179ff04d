import { use, useEffect, type ComponentType, type JSX } from 'react';
import { releaseEarlySubmits } from '../lib/early-submits';

export interface LazyPage {
  (): JSX.Element;
  /** Fetches the page's code; resolves once it can be drawn without suspending. */
  preload(): Promise<void>;
}

/**
 * A page whose code is fetched on first visit, like React.lazy, but which can be fetched ahead of
 * time and then draws at once: the prerendered public pages are hydrated only after their code
 * is in (web/main.tsx), so that the first client render matches the HTML instead of suspending.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, { frame = false } = {}): LazyPage {
  let Page: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Page = component;
      },
      (error: unknown) => {
        // A failed fetch (a new deployment, a flaky network) is tried again on the next visit.
        loading = undefined;
        throw error;
      },
    ));

  function LazyPageComponent() {
    // The page and its forms are live: what a visitor sent before is sent now (early-submits.ts).
    // Not from a frame around a page (a layout): it is taken over before the page inside it, whose
    // form would then be sent by the browser itself, its fields in the address.
    useEffect(() => {
      if (!frame) releaseEarlySubmits();
    }, []);
    if (!Page) use(preload());
    const Loaded = Page as unknown as ComponentType;
    return <Loaded />;
  }
  return Object.assign(LazyPageComponent, { preload });
}
