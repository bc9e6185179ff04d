import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReleasesResponse } from '../../../common/schemas/downloads';
import { apiRequest } from '../../lib/api-client';

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

/** After an employee published a release (the admin page's action): the page shows it at once. */
export function useShowPublished() {
  const queryClient = useQueryClient();
  return useCallback((releases: ReleasesResponse) => queryClient.setQueryData(releasesKey, releases), [queryClient]);
}
