import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirstRun, FirstRunEvent } from '../../../common/schemas/onboarding';
import { apiRequest } from '../../lib/api-client';

export const firstRunKey = ['account', 'first-run'] as const;

/**
 * The first-run guide's state; the dashboard's loader brings it with the page. While the guide is
 * shown, it is asked again now and then, so that a step done in the desktop app ticks itself off.
 */
export function useFirstRun(enabled = true) {
  return useQuery({
    queryKey: firstRunKey,
    queryFn: async (): Promise<FirstRun> => {
      const result = await apiRequest<{ firstRun: FirstRun }>('/api/user/first-run');
      if (!result.ok) throw new Error(result.data.error);
      return result.data.firstRun;
    },
    enabled,
    refetchInterval: (query) => (query.state.data?.show ? 20_000 : false),
  });
}

/** Dismisses the guide for this user, on every device. */
export function useDismissFirstRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => record('dismissed'),
    onMutate: () => client.setQueryData<FirstRun>(firstRunKey, (old) => (old ? { ...old, show: false } : old)),
    onSuccess: (state) => state && client.setQueryData(firstRunKey, state),
  });
}

/** Tells the server the desktop app's Download was opened (fire and forget: the page may be leaving). */
export function recordDownload(): void {
  void record('downloaded');
}

async function record(event: FirstRunEvent['event']): Promise<FirstRun | undefined> {
  try {
    const response = await fetch('/api/user/first-run', {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ event }),
    });
    if (!response.ok) return undefined;
    return ((await response.json()) as { firstRun: FirstRun }).firstRun;
  } catch {
    return undefined;
  }
}
