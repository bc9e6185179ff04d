import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // Show a failed load after one retry instead of three, and do not refetch on every tab switch.
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

/** The answers a page drawn by the server came with (decision 015), ignored unless they have the dehydrated shape. */
export function restoreAnswers(answers: unknown): void {
  const state = answers as Partial<DehydratedState> | null;
  if (typeof state !== 'object' || state === null || !Array.isArray(state.queries) || !Array.isArray(state.mutations)) return;
  hydrate(queryClient, state as DehydratedState);
}
