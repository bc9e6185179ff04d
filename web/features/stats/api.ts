import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  DashboardResponse,
  PlayersResponse,
  RoundResponse,
  RoundsResponse,
  ShotStatsResponse,
} from '../../../common/schemas/stats';
import { ALL_PLAYERS } from '../../../common/constants';
import type { HandicapResponse } from '../../../common/schemas/handicap';
import { apiData, ApiError } from '../../lib/api-client';

const withPlayer = (path: string, player: string) => `${path}?player=${encodeURIComponent(player)}`;

/** Call 15's address: a page of the list, of one player's rounds or ('all') everyone's. */
export function roundsPath(page: number, player: string): string {
  return player === ALL_PLAYERS ? `/api/stats/rounds?page=${page}` : `/api/stats/rounds?page=${page}&player=${encodeURIComponent(player)}`;
}

/** Call 15: the rounds list, a page at a time, optionally of one player. */
export function useRounds(page: number, player: string = ALL_PLAYERS) {
  return useQuery({
    queryKey: ['stats', 'rounds', player, page],
    queryFn: () => apiData<RoundsResponse>(roundsPath(page, player)),
    placeholderData: keepPreviousData,
  });
}

/** Each player's Sim Handicap and the differentials behind it (Pro). */
export function useHandicap(enabled = true) {
  return useQuery({ queryKey: ['stats', 'handicap'], queryFn: () => apiData<HandicapResponse>('/api/stats/handicap'), enabled });
}

/** Call 16: one round and its scorecard; a 404 is not retried. */
export function useRound(roundId: string, enabled = true) {
  return useQuery({
    queryKey: ['stats', 'round', roundId],
    queryFn: () => apiData<RoundResponse>(`/api/stats/round/${encodeURIComponent(roundId)}`),
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** Call 17: the players of the account, for the Player dropdown. */
export function usePlayers() {
  return useQuery({ queryKey: ['stats', 'players'], queryFn: () => apiData<PlayersResponse>('/api/stats/players') });
}

/** Call 19: drives, clubs and smash of the selected player ('all' for everyone); reloads when the player changes. */
export function useShotStats(player: string, enabled = true) {
  return useQuery({
    queryKey: ['stats', 'shots', player],
    queryFn: () => apiData<ShotStatsResponse>(withPlayer('/api/stats/shots', player)),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Call 18: the same figures as stat cards. */
export function useDashboardStats(player: string, enabled = true) {
  return useQuery({
    queryKey: ['stats', 'dashboard', player],
    queryFn: () => apiData<DashboardResponse>(withPlayer('/api/stats/dashboard', player)),
    enabled,
  });
}

/** The CSV export of the selected player's shots: a plain link, so the browser downloads it. */
export function shotsCsvUrl(player: string): string {
  return withPlayer('/api/stats/shots.csv', player);
}
