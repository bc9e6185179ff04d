import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShotOverrideResponse } from '../../../common/schemas/analysis';
import { apiData } from '../../lib/api-client';
import type { OverrideAction } from './override';

export { toggleAction } from './override';

/**
 * Excludes a shot by hand, keeps a flagged one by hand, or returns a shot to the rule through the
 * API, then reloads the range sessions' figures (their pages still read through TanStack Query).
 * Shot data posts the same change to its own action (use-shot-override.ts, decision 031).
 */
export function useShotOverride() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ shotId, action }: { shotId: string; action: OverrideAction }) => {
      const path = `/api/stats/shots/${encodeURIComponent(shotId)}/override`;
      return action === 'clear'
        ? apiData<ShotOverrideResponse>(path, undefined, 'DELETE')
        : apiData<ShotOverrideResponse>(path, { excluded: action === 'exclude' }, 'PUT');
    },
    // The range sessions' pages, and any analysis answer still kept under the old key (Shot data's own come from its loader).
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['analysis'] }), client.invalidateQueries({ queryKey: ['sessions'] })]),
  });
}
