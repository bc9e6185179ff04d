import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderWhenNear } from './render-when-near';

const inView = globalThis.IntersectionObserver;
afterEach(() => {
  cleanup();
  globalThis.IntersectionObserver = inView;
});

/** An observer the test moves: `report(true)` says the placeholder came near the window. */
function controlledObserver() {
  const made: { callback: IntersectionObserverCallback; margin?: string; observed: Element[] }[] = [];
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      made.push({ callback, margin: options?.rootMargin, observed: [] });
    }
    observe(target: Element) {
      made.at(-1)!.observed.push(target);
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  return {
    made,
    report: (isIntersecting: boolean) =>
      act(() => {
        const { callback, observed } = made.at(-1)!;
        callback(observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), {} as IntersectionObserver);
      }),
  };
}

describe('RenderWhenNear', () => {
  it('keeps the room until the placeholder nears the window, then draws the content for good', () => {
    const observer = controlledObserver();
    const { container } = render(
      <RenderWhenNear minHeight={600} margin={500}>
        <h2>Per-club analysis</h2>
      </RenderWhenNear>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.firstElementChild).not.toBeNull();
    expect(observer.made[0].margin).toBe('500px 0px');

    observer.report(false);
    expect(screen.queryByRole('heading')).toBeNull();
    observer.report(true);
    expect(screen.getByRole('heading', { name: 'Per-club analysis' })).toBeTruthy();
  });

  it('draws the content at once when asked to (a link to it), without watching the window', () => {
    const observer = controlledObserver();
    render(
      <RenderWhenNear minHeight={600} now>
        <h2>Per-club analysis</h2>
      </RenderWhenNear>,
    );
    expect(screen.getByRole('heading', { name: 'Per-club analysis' })).toBeTruthy();
    expect(observer.made).toEqual([]);
  });

  it('draws the content at once where the browser has no IntersectionObserver', () => {
    // @ts-expect-error: a browser without it
    delete globalThis.IntersectionObserver;
    render(
      <RenderWhenNear minHeight={600}>
        <h2>Per-club analysis</h2>
      </RenderWhenNear>,
    );
    expect(screen.getByRole('heading', { name: 'Per-club analysis' })).toBeTruthy();
  });
});
