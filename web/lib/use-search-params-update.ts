import { useContext } from 'react';
import { UNSAFE_NavigationContext, useSearchParams } from 'react-router';

/**
 * Changes some search parameters of the page address and keeps the others, building on the
 * address as it is now rather than as last drawn. React Router draws a navigation in a transition,
 * so a handler can still hold the previous address: a club chosen and a date typed right after it
 * would otherwise start from the address before the club and drop it. The router's history (the
 * navigator of BrowserRouter and MemoryRouter) knows the address at once.
 */
export function useSearchParamsUpdate(): (change: (params: URLSearchParams) => void, options: { replace: boolean; state?: unknown }) => void {
  const [drawn, setParams] = useSearchParams();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return (change, { replace, state }) =>
    setParams(
      () => {
        const now = (navigator as { location?: { search?: unknown } }).location?.search;
        const params = new URLSearchParams(typeof now === 'string' ? now : drawn);
        change(params);
        return params;
      },
      { replace, state },
    );
}
