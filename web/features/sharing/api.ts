import { useQuery } from '@tanstack/react-query';
import type { SharedView } from '../../../common/schemas/sharing';
import { apiData, ApiError } from '../../lib/api-client';

/** The report a link shows, for anyone holding it; a 404 (unknown or revoked) is not retried. */
export function useSharedView(token: string) {
  return useQuery({
    queryKey: ['sharing', 'view', token],
    queryFn: () => apiData<SharedView>(`/api/shared/${encodeURIComponent(token)}`),
    retry: (count, error) => count < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
  });
}
