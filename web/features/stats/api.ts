import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlayersResponse, ShotStatsResponse } from '../../../common/schemas/stats';
import { apiData } from '../../lib/api-client';

const withPlayer = (path: string, player: string) => `${path}?player=${encodeURIComponent(player)}`;

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

/** The CSV export of the selected player's shots: a plain link, so the browser downloads it. */
export function shotsCsvUrl(player: string): string {
  return withPlayer('/api/stats/shots.csv', player);
}
