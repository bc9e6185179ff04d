import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';

/**
 * Whether the element has come within `margin` pixels of the window (it stays true once it has):
 * true at once where the browser cannot tell (no IntersectionObserver), or when `now`.
 */
export function useNear(element: RefObject<HTMLElement | null>, margin: number, now = false): boolean {
  const [near, setNear] = useState(now);
  useEffect(() => {
    if (near) return;
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: `${margin}px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, margin, element]);
  return near;
}

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
 * answers first, and the server does not draw it at all (decision 015).
 */
export function RenderWhenNear({ children, minHeight, margin = 400, now = false }: RenderWhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNear(placeholder, margin, now);
  return near ? children : <Box ref={placeholder} sx={{ minHeight }} />;
}
