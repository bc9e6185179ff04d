import { hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';

/**
 * How long the answers a page was drawn with (decision 015) count as fresh: the server read them
 * a moment before sending the page, so the page's components do not ask again as they mount
 * (each answer fetched twice, and the page redrawn for nothing while it starts).
 */
const DRAWN_ANSWERS_FRESH_MS = 30_000;

/** When each query's drawn answer was read, by query hash, for as long as the query still holds it. */
const drawnAt = new Map<string, number>();

/** Whether the query holds the answer its page was drawn with, and that answer is still fresh. */
export function holdsFreshDrawnAnswer(query: Pick<Query, 'queryHash' | 'state'>): boolean {
  const at = drawnAt.get(query.queryHash);
  return at !== undefined && at === query.state.dataUpdatedAt && !query.state.isInvalidated && Date.now() - at < DRAWN_ANSWERS_FRESH_MS;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // Show a failed load after one retry instead of three, and do not refetch on every tab switch.
    // Answers are stale at once (fetched again when a page mounts), but for the ones a page was
    // drawn with, while fresh; any later answer or invalidation ends that.
    queries: {
      retry: 1,
      refetchOnWindowFocus: false,
      staleTime: (query) => (holdsFreshDrawnAnswer(query) ? DRAWN_ANSWERS_FRESH_MS : 0),
    },
  },
});

/** The answers a page drawn by the server came with (decision 015), ignored unless they have the dehydrated shape. */
export function restoreAnswers(answers: unknown): void {
  const state = answers as Partial<DehydratedState> | null;
  if (typeof state !== 'object' || state === null || !Array.isArray(state.queries) || !Array.isArray(state.mutations)) return;
  hydrate(queryClient, state as DehydratedState);
  for (const query of state.queries) {
    // Read by the client's clock: the server's may differ.
    const held = queryClient.getQueryCache().get(query.queryHash);
    if (held?.state.data !== undefined) {
      held.setState({ dataUpdatedAt: Date.now() });
      drawnAt.set(query.queryHash, held.state.dataUpdatedAt);
    }
  }
}
