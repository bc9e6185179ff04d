import { ALL_PLAYERS } from '../../../common/constants';

/**
 * The player of `?player=`: 'all' when absent, blank or longer than a name can be, and, once the
 * account's players are known, when it is none of them (an old or mistyped link).
 */
export function playerFromUrl(params: URLSearchParams, known: string[] | undefined): string {
  const requested = params.get('player')?.trim() ?? '';
  if (requested === '' || requested.length > 100) return ALL_PLAYERS;
  if (known && requested !== ALL_PLAYERS && !known.includes(requested)) return ALL_PLAYERS;
  return requested;
}

/** The CSV export of the selected player's shots: a plain link, so the browser downloads it. */
export const shotsCsvUrl = (player: string) => `/api/stats/shots.csv?player=${encodeURIComponent(player)}`;
