import { QueryClient } from '@tanstack/react-query';

/**
 * A data cache. A page's loader reads its answers with the page (web/app/page-data.server.ts), on
 * the server for the first page and again on every navigation; they count as fresh for a moment,
 * as TanStack Query's server-rendering guide advises, so that components do not ask for them
 * again as they mount. The server's cache (one per request) and the browser's must agree on that,
 * or a query would be drawn as reloading on one side only.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // Show a failed load after one retry instead of three, and do not refetch on every tab switch.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });

/** The browser's one cache. */
export const queryClient = createQueryClient();
