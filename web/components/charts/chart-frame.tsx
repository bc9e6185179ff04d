import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/*
 * Every chart of the site is an @mui/x-charts chart (decision 025). A chart draws its <svg> only
 * when it knows its width and height, and the server knows no screen: so a chart is drawn at a
 * fixed width on the server (and at hydration, which must draw the same), scaled by CSS to the
 * width of its box, whose height follows by the aspect ratio. Once the page runs, a `measure`d
 * chart is drawn again at its box's own width, so its text keeps its size on any screen.
 */

/** The box's width in CSS pixels once it is laid out and visible; null before (the server, hydration, display: none). */
function useBoxWidth(measure: boolean): [React.RefObject<HTMLDivElement | null>, number | null] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!measure || !el) return;
    const update = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  return [ref, width];
}

export interface ChartFrameProps {
  /** The width the chart is drawn at on the server, and always when not `measure`d. */
  width: number;
  height: number;
  /** Draw again at the box's own width once the page runs (charts with text that must stay legible). */
  measure?: boolean;
  /** A picture only: out of reach of the keyboard and the pointer too (the figures are text beside it). */
  inert?: boolean;
  sx?: SxProps<Theme>;
  /** Which chart this is, for the browser tests: `data-chart` on the box. */
  name?: string;
  /** The chart, drawn at the width given. */
  children: (width: number) => ReactNode;
}

/**
 * A chart's box: hidden from screen readers (the caller gives the figures as text), the chart
 * drawn at `width` × `height` and scaled to the box's width.
 */
export function ChartFrame({ width, height, measure = false, inert = false, sx, name, children }: ChartFrameProps) {
  const [ref, measured] = useBoxWidth(measure);
  const drawn = measured ?? width;
  return (
    <Box
      ref={ref}
      data-chart={name}
      aria-hidden="true"
      inert={inert}
      sx={[
        {
          width: '100%',
          // The charts' drawing box (x-charts sets its width and height in pixels): the box's width, the drawing's shape;
          // a chart with a legend or axes puts it in a grid whose column must be the box's width too.
          '&& > *': { gridTemplateColumns: 'minmax(0, 1fr)' },
          '& .MuiChartsSurface-root': { width: '100%', height: 'auto', aspectRatio: `${drawn} / ${height}` },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children(drawn)}
    </Box>
  );
}
