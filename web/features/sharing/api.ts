import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../common/messages';
import type { SharedReportsResponse, SharedView } from '../../../common/schemas/sharing';
import { apiData, ApiError, apiRequest } from '../../lib/api-client';
import { outcome } from '../../lib/api-outcome';

export const sharedReportsQuery = queryOptions({
  queryKey: ['sharing', 'reports'],
  queryFn: async () => {
    return (await apiData<SharedReportsResponse>('/api/shared-reports')).reports;
  },
});

/** The account's working links (Settings, Shared links). */
export const useSharedReports = () => useQuery(sharedReportsQuery);

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const result = outcome(
        await apiRequest<{ ok: true }>(`/api/shared-reports/${encodeURIComponent(id)}/revoke`, {}),
        messages.sharedLinkRevokeFailed,
      );
      if (!result.ok) throw new Error(result.error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedReportsQuery.queryKey }),
  });
}

/** The report a link shows, for anyone holding it; a 404 (unknown or revoked) is not retried. */
export function useSharedView(token: string) {
  return useQuery({
    queryKey: ['sharing', 'view', token],
    queryFn: () => apiData<SharedView>(`/api/shared/${encodeURIComponent(token)}`),
    retry: (count, error) => count < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
  });
}
