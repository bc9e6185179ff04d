import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // Show a failed load after one retry instead of three, and do not refetch on every tab switch.
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});
