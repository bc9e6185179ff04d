import { useEffect, useState } from 'react';

/** True once the page is scrolled at least `threshold` px; false again above it. */
export function useScrolledPast(threshold: number): boolean {
  // False until mounted, as in the page's HTML prerendered at build time; corrected at once below.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY >= threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
