import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdsFreshDrawnAnswer, queryClient, restoreAnswers } from './query-client';

/** The dehydrated answers a server drawing would send: one query, answered. */
async function drawnAnswers(key: string[], data: unknown) {
  const server = new QueryClient();
  await server.prefetchQuery({ queryKey: key, queryFn: () => data });
  return JSON.parse(JSON.stringify(dehydrate(server))) as unknown;
}

/** Mounts an observer as a page's component would; resolves with the number of fetches it made. */
function mountCount(key: string[]) {
  const queryFn = vi.fn(async () => 'fetched in the browser');
  const observer = new QueryObserver(queryClient, { queryKey: key, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  return { queryFn, unsubscribe };
}

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

describe('the answers a page was drawn with', () => {
  it('are in the cache and not fetched again as the page mounts, while fresh', async () => {
    restoreAnswers(await drawnAnswers(['rounds', '1'], { total: 3 }));
    expect(queryClient.getQueryData(['rounds', '1'])).toEqual({ total: 3 });
    const { queryFn, unsubscribe } = mountCount(['rounds', '1']);
    await Promise.resolve();
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('are fetched again once 30 s old, or once invalidated (a mutation), like any other answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    restoreAnswers(await drawnAnswers(['rounds', '2'], { total: 3 }));
    vi.setSystemTime(Date.now() + 31_000);
    const old = mountCount(['rounds', '2']);
    await vi.waitFor(() => expect(old.queryFn).toHaveBeenCalledTimes(1));
    old.unsubscribe();

    vi.useRealTimers();
    restoreAnswers(await drawnAnswers(['devices'], []));
    await queryClient.invalidateQueries({ queryKey: ['devices'], refetchType: 'none' });
    expect(holdsFreshDrawnAnswer(queryClient.getQueryCache().find({ queryKey: ['devices'] })!)).toBe(false);
  });

  it('stop counting as drawn once the query has a newer answer of its own', async () => {
    restoreAnswers(await drawnAnswers(['plan'], { isPro: false }));
    const query = queryClient.getQueryCache().find({ queryKey: ['plan'] })!;
    expect(holdsFreshDrawnAnswer(query)).toBe(true);
    queryClient.setQueryData(['plan'], { isPro: true }, { updatedAt: Date.now() + 1 });
    expect(holdsFreshDrawnAnswer(query)).toBe(false);
  });

  it('are ignored when the block is not a dehydrated state', () => {
    for (const broken of [null, 'text', { queries: 'no' }, { queries: [] }]) restoreAnswers(broken);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
