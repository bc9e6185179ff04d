import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

interface RenderWhenNearProps {
  children: ReactNode;
  /** The room kept for the content until it is drawn. */
  minHeight: number;
  /** How far outside the window the content starts to be drawn. */
  margin?: number;
  /** Drawn at once, wherever it is (the visitor came for it). */
  now?: boolean;
}

/**
 * Content further down a page, drawn once it comes within `margin` pixels of the window: a page
 * that opens with it far below the fold (Shot data's per-club analysis on a phone) shows and
 * answers first, and the server does not draw it at all (decision 015). Drawn at once where the
 * browser cannot tell (no IntersectionObserver).
 */
export function RenderWhenNear({ children, minHeight, margin = 400, now = false }: RenderWhenNearProps) {
  const [near, setNear] = useState(now);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near) return;
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: `${margin}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <Box ref={placeholder} sx={{ minHeight }} />;
}
