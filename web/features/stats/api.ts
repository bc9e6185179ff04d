import { useQuery } from '@tanstack/react-query';
import type { PlayersResponse } from '../../../common/schemas/stats';
import { apiData } from '../../lib/api-client';

/** Call 17: the players of the account, for the Player dropdown. */
export function usePlayers() {
  return useQuery({ queryKey: ['stats', 'players'], queryFn: () => apiData<PlayersResponse>('/api/stats/players') });
}
