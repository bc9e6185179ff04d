import { lazy, memo, Suspense, use, useCallback, useEffect, useReducer, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { Link, useFetcher } from 'react-router';
import type { AnalysisData } from '../../features/analysis/analysis-data';
import { AnalysisReadAhead, analysisFiltersKey } from '../../features/analysis/url-filters';
import { withoutDialogs } from '../../lib/dialog-address';

// The per-club analysis, a chunk of its own (it loads the charts): asked for beside its
// figures, so that the two arrive together rather than one after the other. The plot and the
// trends chart it draws lazily are asked for with it: found one inside the other as the page
// hydrated, they were three round trips in a row, and a club chosen meanwhile waited for them.
export const loadClubAnalysisView = () => {
  void import('../../features/analysis/components/dispersion-plot');
  void import('../../features/analysis/components/trends-chart');
  return import('../../features/analysis/components/club-analysis-view');
};
const ClubAnalysisView = lazy(() => loadClubAnalysisView().then((m) => ({ default: m.ClubAnalysisView })));

/** The analysis' own loader (web/routes/account.shot-data-analysis). */
const ANALYSIS_PATH = '/account/shot-data/analysis';

const analysisSkeleton = <Skeleton variant="rounded" height={600} sx={{ mt: { xs: 3, md: 4 } }} />;

type Streamed = { data: AnalysisData | null } | { failed: true };
interface StreamedOutcome {
  settled: Promise<Streamed>;
  value?: Streamed;
}

/**
 * What each streamed analysis came to, once it has, and the one promise of it that `use` reads
 * until then (`use` needs the same promise each time it draws).
 */
const streamedOutcomes = new WeakMap<Promise<AnalysisData | null>, StreamedOutcome>();
function outcomeOf(analysis: Promise<AnalysisData | null>): StreamedOutcome {
  let outcome = streamedOutcomes.get(analysis);
  if (!outcome) {
    const entry: StreamedOutcome = {
      settled: analysis.then(
        (data): Streamed => ({ data }),
        (): Streamed => ({ failed: true }),
      ),
    };
    void entry.settled.then((value) => (entry.value = value));
    outcome = entry;
    streamedOutcomes.set(analysis, outcome);
  }
  return outcome;
}

/**
 * Shot data's per-club analysis, below the statistics, for the address' player, club and dates.
 *
 * The page's loader streams the analysis of the address it read (`analysis`, for the club and
 * dates `analysisFor`) after the statistics: the page's first drawing waits for it inside its own
 * Suspense boundary, so the server sends it in the page's HTML, it shows before the app is live,
 * and the app takes it over as drawn. Another club or other dates do not read the page again
 * (its `shouldRevalidate`): the analysis of the new address is read by a fetcher of its own loader,
 * as it is when the stream could not carry it. Going back to the club the page was read for
 * shows the streamed analysis again at once.
 *
 * Whatever the source, the figures shown stay, dimmed, until the next have come: the analysis is
 * never taken off the page for a read, and a new player's statistics are not held back by theirs.
 */
export function AnalysisSection({
  analysis,
  analysisFor,
  search: drawnSearch,
  navigating,
}: {
  analysis?: Promise<AnalysisData | null>;
  analysisFor?: string;
  /** The address' parameters (player, club, dates, partial swings), without the dialogs'. */
  search: string;
  /** A navigation of the page is under way. */
  navigating: boolean;
}) {
  // A club or dates chosen: the address they navigate to is read from the choice on, while the
  // page is still drawing it (the choice is forgotten once the page has drawn another address).
  const [chosen, setChosen] = useState<{ over: string; search: string } | null>(null);
  const readAhead = useCallback((next: URLSearchParams) => setChosen({ over: drawnSearch, search: withoutDialogs(next).toString() }), [drawnSearch]);
  if (chosen && chosen.over !== drawnSearch) setChosen(null);
  const search = chosen?.over === drawnSearch ? chosen.search : drawnSearch;

  const streamed = analysis && analysisFor === analysisFiltersKey(new URLSearchParams(search)) ? outcomeOf(analysis) : undefined;
  const fromStream = streamed?.value;
  // Drawn again once the streamed analysis has come (it may have come since this drawing).
  const [, streamedCame] = useReducer((count: number) => count + 1, 0);
  const streamedSeen = fromStream !== undefined;
  useEffect(() => {
    if (!streamed || streamedSeen) return;
    let live = true;
    void streamed.settled.then(() => live && streamedCame());
    return () => {
      live = false;
    };
  }, [streamed, streamedSeen]);
  const ownRead = !streamed || (fromStream !== undefined && 'failed' in fromStream);

  // One fetcher per address: what it holds is that address' analysis.
  const fetcher = useFetcher<AnalysisData | null>({ key: `shot-data-analysis?${search}` });
  const { load } = fetcher;
  useEffect(() => {
    if (!ownRead) return;
    void load(`${ANALYSIS_PATH}${search ? `?${search}` : ''}`);
    void loadClubAnalysisView();
  }, [ownRead, load, search]);

  // The page's first drawing (on the server, then at hydration) waits for the stream it came
  // with, and reads it from that promise for as long as it is shown: the boundary then draws
  // with the same props until another analysis is shown, as it must while it hydrates (an update
  // before then would throw the server's drawing away and draw it anew).
  const [first] = useState(() => streamed);
  const firstData = first?.value && 'data' in first.value ? first.value.data : undefined;
  // The analysis of this address, once it has come (null: none to show, as for a Free account).
  const current = ownRead ? fetcher.data : fromStream && 'data' in fromStream ? fromStream.data : undefined;
  const [drawn, setDrawn] = useState(current);
  if (current !== undefined && current !== drawn) setDrawn(current);
  // Until this section has seen figures come, those the page came with: the boundary may show
  // them (read from the stream) before the section is drawn again to learn they have come.
  const shown = current !== undefined ? current : drawn !== undefined ? drawn : firstData;
  const readFirst = first !== undefined && (shown === undefined ? streamed === first : shown === firstData);
  const loading = navigating || (current === undefined && !readFirst) || (ownRead && fetcher.state !== 'idle');

  return (
    <>
      <AnalysisReadAhead value={readAhead}>
        <AnalysisBoundary data={readFirst ? undefined : shown} waitFor={readFirst ? first.settled : undefined} loading={loading} />
      </AnalysisReadAhead>
      {/* The router learns a route it has not met from the server on its first read (lazy route
          discovery), a round trip at a phone's latency: a link the framework discovers with the
          page's others makes the analysis' route known before the first club is chosen. */}
      <Link to={ANALYSIS_PATH} discover="render" hidden tabIndex={-1} />
    </>
  );
}

/** The analysis in its Suspense boundary, drawn again only when what it shows changes. */
const AnalysisBoundary = memo(function AnalysisBoundary(props: AnalysisViewProps) {
  return (
    <Suspense fallback={analysisSkeleton}>
      <AnalysisView {...props} />
    </Suspense>
  );
});

interface AnalysisViewProps {
  data: AnalysisData | null | undefined;
  waitFor?: Promise<Streamed>;
  loading: boolean;
}

/** The analysis drawn: `data`, or what `waitFor` comes to (read with `use`), or a skeleton until one has come. */
function AnalysisView({ data, waitFor, loading }: AnalysisViewProps) {
  let figures = data;
  if (figures === undefined && waitFor) {
    const outcome = use(waitFor);
    if ('data' in outcome) figures = outcome.data;
  }
  if (!figures) return analysisSkeleton;
  return (
    <Suspense fallback={analysisSkeleton}>
      <ClubAnalysisView data={figures} loading={loading} />
    </Suspense>
  );
}
