import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalysisClub, DispersionResponse } from '../../../common/schemas/analysis';
import type { SessionCompareResponse, SessionResponse, SessionsListResponse } from '../../../common/schemas/sessions';
import { apiData, ApiError } from '../../lib/api-client';

/** Range sessions in the account (issue 16): `/api/sessions…`, Pro only. */

/** A 404 or 403 is an answer, not a hiccup: not asked again. */
const retry = (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 1;

export const sessionsKeys = {
  all: ['sessions'] as const,
  list: (page: number) => ['sessions', 'list', page] as const,
  one: (id: string) => ['sessions', 'one', id] as const,
  dispersion: (id: string, club: AnalysisClub | null) => ['sessions', 'dispersion', id, club] as const,
  compare: (a: string, b: string) => ['sessions', 'compare', a, b] as const,
};

export function useSessionsList(page: number, enabled = true) {
  return useQuery({
    queryKey: sessionsKeys.list(page),
    queryFn: () => apiData<SessionsListResponse>(`/api/sessions?page=${page}`),
    placeholderData: keepPreviousData,
    enabled,
    retry,
  });
}

export function useRangeSession(id: string, enabled = true) {
  return useQuery({
    queryKey: sessionsKeys.one(id),
    queryFn: () => apiData<SessionResponse>(`/api/sessions/${encodeURIComponent(id)}`),
    enabled,
    retry,
  });
}

export function useSessionDispersion(id: string, club: AnalysisClub | null) {
  return useQuery({
    queryKey: sessionsKeys.dispersion(id, club),
    queryFn: () => apiData<DispersionResponse>(`/api/sessions/${encodeURIComponent(id)}/dispersion?club=${encodeURIComponent(club!)}`),
    enabled: club !== null,
    placeholderData: keepPreviousData,
    retry,
  });
}

export function useSessionsCompare(a: string, b: string, enabled = true) {
  return useQuery({
    queryKey: sessionsKeys.compare(a, b),
    queryFn: () => apiData<SessionCompareResponse>(`/api/sessions/compare?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`),
    enabled,
    retry,
  });
}

/** Deletes a session; every figure of the account follows (statistics, analysis, the list). */
export function useDeleteSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiData<{ deleted: { shots: number } }>(`/api/sessions/${encodeURIComponent(id)}`, undefined, 'DELETE'),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: sessionsKeys.one(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: sessionsKeys.all }),
        client.invalidateQueries({ queryKey: ['stats'] }),
        client.invalidateQueries({ queryKey: ['analysis'] }),
      ]);
    },
  });
}
