import { createContext, useContext } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { useSearchParamsUpdate } from '../../lib/use-search-params-update';
import { ANALYSIS_CLUBS, isGolferDay, type AnalysisClub } from '../../../common/analysis';

/**
 * The per-club analysis filters of Shot data kept in the page address (decisions 010 and 031):
 * `?club=7i&from=2025-03-01&to=2025-03-31`, beside the page's `?player=`. A reload or a shared
 * link shows the same view; Back steps through the clubs chosen. What cannot be read falls back
 * to the default: an unknown club to the first club with shots, an impossible day or a reversed
 * range to no date limit. A shared report keeps its club there too (its dates are the report's).
 */
export interface AnalysisUrlFilters {
  club: AnalysisClub | null;
  from: string;
  to: string;
}

export function readAnalysisFilters(params: URLSearchParams): AnalysisUrlFilters {
  const clubText = params.get('club');
  const club = ANALYSIS_CLUBS.find((c) => c === clubText) ?? null;
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isGolferDay(value) ? value : '';
  };
  const from = day('from');
  const to = day('to');
  if (from !== '' && to !== '' && from > to) return { club, from: '', to: '' };
  return { club, from, to };
}

/** The address parameters only the per-club analysis reads: the rest of Shot data does not change with them. */
export const ANALYSIS_ONLY_PARAMS = ['club', 'from', 'to'] as const;

/**
 * The club and dates of an address as the analysis reads them, as one string: two addresses with
 * the same key have the same analysis (for the same player and swings).
 */
export function analysisFiltersKey(params: URLSearchParams): string {
  const { club, from, to } = readAnalysisFilters(params);
  return [club ?? '', from, to].join('|');
}

export interface AnalysisFilterState extends AnalysisUrlFilters {
  /** A club chosen from the list: a new history entry, so Back returns to the previous club. */
  setClub: (club: AnalysisClub) => void;
  /** Dates as typed and checked: the current entry is replaced, so Back does not replay each keystroke. */
  setDates: (from: string, to: string) => void;
  /**
   * The dates come from a navigation (Back, Forward, a link), not from the fields: the fields are
   * to show them. False while the address holds what the fields wrote, which may reach the page
   * after the fields have moved on (the router draws in a transition).
   */
  datesFromNavigation: boolean;
}

/** Marks the history entries the date fields wrote. */
const TYPED = { analysisDatesTyped: true };

/**
 * Told the address a club or dates chosen navigate to, in the same event: Shot data's analysis
 * starts reading it at once rather than once the page has drawn the new address (about half a
 * second of a phone's time). None on a shared report, whose analysis comes with its page.
 */
export const AnalysisReadAhead = createContext<((next: URLSearchParams) => void) | null>(null);

/** The filters in the page address. Setters keep every other parameter (the player) as it is. */
export function useAnalysisFilters(): AnalysisFilterState {
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const readAhead = useContext(AnalysisReadAhead);
  const updateParams: typeof update = (change, options) => {
    const next = update(change, options);
    readAhead?.(next);
    return next;
  };
  const location = useLocation();
  const navigationType = useNavigationType();
  const setOrDelete = (next: URLSearchParams, name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  return {
    ...readAnalysisFilters(params),
    setClub: (club) => updateParams((next) => next.set('club', club), { replace: false }),
    setDates: (from, to) =>
      updateParams(
        (next) => {
          setOrDelete(next, 'from', from);
          setOrDelete(next, 'to', to);
        },
        { replace: true, state: TYPED },
      ),
    datesFromNavigation: navigationType === 'POP' || (location.state as typeof TYPED | null)?.analysisDatesTyped !== true,
  };
}
