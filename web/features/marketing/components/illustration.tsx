import type { ReactNode } from 'react';

interface IllustrationProps {
  /** The drawing's own coordinate space. */
  viewWidth: number;
  viewHeight: number;
  /** Width on the page; the height follows, and both are set so that nothing shifts while loading. */
  width: number;
  /** What the drawing shows, for screen readers. */
  label: string;
  children: ReactNode;
}

/** One of our inline SVG drawings: named, sized, and never wider than its column. */
export function Illustration({ viewWidth, viewHeight, width, label, children }: IllustrationProps) {
  return (
    <svg
      viewBox={`0 0 ${viewWidth} ${viewHeight}`}
      width={width}
      height={Math.round((width * viewHeight) / viewWidth)}
      role="img"
      aria-label={label}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      {children}
    </svg>
  );
}
