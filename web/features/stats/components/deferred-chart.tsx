import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useNear } from '../../../components/layout/render-when-near';

/** How far below (or above) the window a chart starts to load and draw. */
const CHART_MARGIN = 200;

/**
 * A chart drawn by the browser only, once the page is live and the chart's place comes within
 * CHART_MARGIN pixels of the window: `fallback` (a skeleton of the chart's size) until then, on the
 * server too. The charts are pictures (aria-hidden, inert: their figures are in a text table
 * beside them), which the server cannot draw anyway without the width they get on screen; here
 * they get it measured, so the chart draws once, in a transition the browser can interleave with
 * input, instead of being hydrated, measured and drawn again in one long task while the page
 * starts, and a chart below the fold of a phone costs nothing (not even its code) until the
 * visitor scrolls towards it (decision 015). Redrawn when its box changes width.
 */
export function DeferredChart({ fallback, children }: { fallback: ReactNode; children: (width: number | undefined) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNear(box, CHART_MARGIN);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !near) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      startTransition(() => setWidth(measured));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <Box ref={box} sx={{ width: '100%' }}>
      {/* A box with no width (hidden, or a test's document): the chart measures itself. */}
      {width === null ? fallback : <Suspense fallback={fallback}>{children(width > 0 ? width : undefined)}</Suspense>}
    </Box>
  );
}
