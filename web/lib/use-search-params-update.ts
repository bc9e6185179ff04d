import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Changes some search parameters of the page address and keeps the others, building on the
 * address as it will be rather than as last drawn; returns the parameters navigated to. The
 * framework's router draws a navigation once the page's loaders have answered: a club chosen and
 * a date typed right after it would otherwise start from the address before the club and drop
 * it. So each change builds on the one under way.
 */
export function useSearchParamsUpdate(): (change: (params: URLSearchParams) => void, options: { replace: boolean; state?: unknown }) => URLSearchParams {
  const [drawn, setParams] = useSearchParams();
  const pending = useRef<string | null>(null);
  const drawnSearch = drawn.toString();
  // Drawn: the change under way has arrived (or another navigation took its place).
  useEffect(() => {
    pending.current = null;
  }, [drawnSearch]);
  return (change, { replace, state }) => {
    const params = new URLSearchParams(pending.current ?? drawnSearch);
    change(params);
    pending.current = params.toString();
    void setParams(params, { replace, state });
    return params;
  };
}
