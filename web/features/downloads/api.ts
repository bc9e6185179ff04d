import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishReleaseBody, ReleasesResponse } from '../../../common/schemas/downloads';
import { apiRequest, type ApiResult } from '../../lib/api-client';

const releasesKey = ['downloads', 'releases'] as const;

/** Spec section 7, call 9: when Downloads opens. */
export function useReleases() {
  return useQuery({
    queryKey: releasesKey,
    queryFn: async () => {
      const result = await apiRequest<ReleasesResponse>('/api/download/releases');
      if (!result.ok) throw new Error(result.data.error);
      return result.data;
    },
  });
}

/** An employee publishes a new desktop release; Downloads offers it from then on. */
export function usePublishRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishReleaseBody): Promise<ApiResult<ReleasesResponse>> =>
      apiRequest<ReleasesResponse>('/api/admin/releases', body),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(releasesKey, result.data);
    },
  });
}
