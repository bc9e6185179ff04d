import { useEffect, useRef, type RefObject } from 'react';

/**
 * A native select's choice made while the page was only the server's HTML: React keeps what the
 * select shows when it takes the page over, but the change reached no handler. Read once, when
 * the app takes the select over, before anything draws it again (a draw sets it to `shown`), and
 * applied through `onChange` as if it had been made now.
 */
export function useChoiceMadeBeforeLive(select: RefObject<HTMLSelectElement | null>, shown: string, onChange: (value: string) => void): void {
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current) return; // StrictMode runs an effect twice in development
    taken.current = true;
    const chosen = select.current?.value;
    if (chosen && chosen !== shown) onChange(chosen);
  }, []);
}
