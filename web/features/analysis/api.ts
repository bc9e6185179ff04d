import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AnalysisClub,
  AnalysisPreferences,
  AnalysisResponse,
  DispersionResponse,
  ShotOverrideResponse,
  TrendsResponse,
} from '../../../common/schemas/analysis';
import { ALL_PLAYERS } from '../../../common/constants';
import { apiData } from '../../lib/api-client';
import type { OverrideAction } from './override';

export { toggleAction } from './override';

/** The signed-in user's analysis calls; a shared report passes another base with the same answers. */
export const OWN_ANALYSIS_BASE = '/api/stats/analysis';

export interface AnalysisFilterParams {
  player: string;
  from: string;
  to: string;
}

/** `?player=…&from=…&to=…[&club=…]`, leaving out what is empty (and 'all' players, the default). */
export function analysisQuery(filter: AnalysisFilterParams, club?: AnalysisClub): string {
  const params = new URLSearchParams();
  if (filter.player && filter.player !== ALL_PLAYERS) params.set('player', filter.player);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (club) params.set('club', club);
  const query = params.toString();
  return query ? `?${query}` : '';
}

const key = (fetchBase: string, ...rest: unknown[]) => ['analysis', fetchBase, ...rest];

export function useGapping(fetchBase: string, filter: AnalysisFilterParams, enabled = true) {
  return useQuery({
    queryKey: key(fetchBase, 'gapping', filter),
    queryFn: () => apiData<AnalysisResponse>(`${fetchBase}${analysisQuery(filter)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDispersion(fetchBase: string, filter: AnalysisFilterParams, club: AnalysisClub | null) {
  return useQuery({
    queryKey: key(fetchBase, 'dispersion', filter, club),
    queryFn: () => apiData<DispersionResponse>(`${fetchBase}/dispersion${analysisQuery(filter, club!)}`),
    placeholderData: keepPreviousData,
    enabled: club !== null,
  });
}

export function useTrends(fetchBase: string, filter: AnalysisFilterParams, club: AnalysisClub | null) {
  return useQuery({
    queryKey: key(fetchBase, 'trends', filter, club),
    queryFn: () => apiData<TrendsResponse>(`${fetchBase}/trends${analysisQuery(filter, club!)}`),
    placeholderData: keepPreviousData,
    enabled: club !== null,
  });
}

/**
 * The figures a hand override or the "Hide mishits" choice moves: Shot data's analysis (and a
 * shared report's) and the range sessions' pages (a session's shots, figures and dispersion, and
 * the compare), reloaded together so that each shows the change at once. The shot statistics and
 * club distances count every shot and do not move.
 */
function reloadJudgedFigures(client: QueryClient) {
  return Promise.all([client.invalidateQueries({ queryKey: ['analysis'] }), client.invalidateQueries({ queryKey: ['sessions'] })]);
}

/** Saves the "Hide mishits" choice for the user, then reloads the figures. */
export function useSaveHideMishits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hideMishits: boolean) =>
      apiData<AnalysisPreferences>(`${OWN_ANALYSIS_BASE}/preferences`, { hideMishits } satisfies AnalysisPreferences, 'PUT'),
    onSettled: () => reloadJudgedFigures(client),
  });
}

/** Excludes a shot by hand, keeps a flagged one by hand, or returns a shot to the rule; then reloads the figures. */
export function useShotOverride() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ shotId, action }: { shotId: string; action: OverrideAction }) => {
      const path = `/api/stats/shots/${encodeURIComponent(shotId)}/override`;
      return action === 'clear'
        ? apiData<ShotOverrideResponse>(path, undefined, 'DELETE')
        : apiData<ShotOverrideResponse>(path, { excluded: action === 'exclude' }, 'PUT');
    },
    onSettled: () => reloadJudgedFigures(client),
  });
}
