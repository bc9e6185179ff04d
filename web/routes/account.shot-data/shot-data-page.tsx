import { lazy, Suspense, use } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useEffect, useState } from 'react';
import { useFetcher, useNavigation, useSearchParams } from 'react-router';
import { messages } from '../../../common/messages';
import type { ShotStatsResponse } from '../../../common/schemas/stats';
import { PlayerSelect } from '../../features/stats/components/player-select';
import { PartialSwingsSwitch } from './partial-swings-switch';
import { ShotDataEmpty } from './shot-data-empty';
import { StatsDashboard } from './stats-dashboard';
import { playerFromUrl, shotsCsvUrl } from '../../features/stats/player-param';
import type { AnalysisData } from '../../features/analysis/analysis-data';
import { shotStatsView } from './shot-stats-view';
import { ImportShotsButton } from './import-shots-button';
import { ShareButton } from '../../features/sharing/components/share-button';
import { useUnits } from '../../features/units/use-units';
import { useSearchParamsUpdate } from '../../lib/use-search-params-update';
import { withoutDialogs } from '../../lib/dialog-address';

// The locked teaser, drawn for users without Pro only: a Pro user's page does not load it. The
// server draws it into the HTML, which stays as it is until its chunk has come and hydrated.
const ShotDataTeaser = lazy(() => import('./shot-data-teaser').then((m) => ({ default: m.ShotDataTeaser })));

// The per-club analysis, a chunk of its own (it loads the charts): asked for beside its
// figures, so that the two arrive together rather than one after the other.
const loadClubAnalysisView = () => import('../../features/analysis/components/club-analysis-view');
const ClubAnalysisView = lazy(() => loadClubAnalysisView().then((m) => ({ default: m.ClubAnalysisView })));

const PATH = '/account/shot-data';

/** What the route's loader reads (web/routes/account.shot-data/route.server.ts): null where a read failed. */
export type ShotDataPageData =
  | { isPro: false }
  | {
      isPro: true;
      /** The player of `?player=` ('all' also when the account has no player of that name), or the one the page opens on. */
      player: string;
      players: string[] | null;
      stats: ShotStatsResponse | null;
      /**
       * The per-club analysis of the address, streamed after the statistics in the same answer;
       * without it (or when it failed to come) the page reads the analysis' own loader.
       */
      analysis?: Promise<AnalysisData | null>;
    };

/**
 * Spec section 2, "Shot data" (/account/shot-data): the Pro view for Pro users (calls 17 and 19
 * and the per-club analysis), the locked teaser for everyone else. The player and the analysis'
 * club and dates are in the address (`?player=&club=&from=&to=`, decisions 010 and 031): a choice
 * is a navigation, and what is shown stays, dimmed, until the loader has answered.
 */
export function ShotDataPage({ data }: { data: ShotDataPageData }) {
  return (
    <Box sx={{ maxWidth: 1400 }}>
      {data.isPro ? (
        <ProShotData data={data} />
      ) : (
        <>
          <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            {messages.shotDataHeading}
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={560} />}>
            <ShotDataTeaser />
          </Suspense>
        </>
      )}
    </Box>
  );
}

function ProShotData({ data: { player, players, stats, analysis } }: { data: Extract<ShotDataPageData, { isPro: true }> }) {
  const updateSearchParams = useSearchParamsUpdate();
  const [searchParams] = useSearchParams();
  const units = useUnits();
  const navigation = useNavigation();
  // The address the page is going to, while its loader reads: the figures of another player dim.
  const next = navigation.location?.pathname === PATH ? new URLSearchParams(navigation.location.search) : null;
  // The player shown in the select: the one of the navigation under way, from the choice on (an
  // address without one keeps the player the page opened on).
  const shownPlayer = next?.has('player') ? playerFromUrl(next, players ?? undefined) : player;
  const playerLoading = shownPlayer !== player || (next !== null && (next.get('partial') === 'true') !== (stats?.includesPartial ?? false));
  const noShotsAtAll = players?.length === 0 && stats?.shotCount === 0;
  // A choice from the list is an entry of the history (Back returns to the previous player), like
  // the analysis' club; the other filters in the address (club, dates) stay as they are.
  const setPlayer = (choice: string) =>
    updateSearchParams((params) => params.set('player', choice), { replace: false });
  const noShots = !stats || stats.shotCount === 0;
  // The analysis' chunk (its charts) is asked for once the page is live, not when scrolled to.
  useEffect(() => void loadClubAnalysisView(), []);
  // Partial swings in the figures or not: in the address, and shown from the click on (the
  // navigation starts a moment later) until the address drawn has it.
  const [partialChoice, setPartialChoice] = useState<boolean | null>(null);
  const drawnSearch = searchParams.toString();
  useEffect(() => setPartialChoice(null), [drawnSearch]);
  const partialShown = partialChoice ?? (next ?? searchParams).get('partial') === 'true';
  const setPartial = (include: boolean) => {
    setPartialChoice(include);
    updateSearchParams((params) => (include ? params.set('partial', 'true') : params.delete('partial')), { replace: true });
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {messages.shotDataHeading}
        </Typography>
        {!noShotsAtAll && (
          <>
            <PlayerSelect players={players ?? []} value={shownPlayer} onChange={setPlayer} />
            <Button component="a" href={shotsCsvUrl(player)} download variant="outlined" startIcon={<Download />} disabled={noShots}>
              {messages.shotDataDownloadCsv}
            </Button>
            {/* A read-only link to this player's statistics over chosen days, revocable in Settings. */}
            <ShareButton target={{ kind: 'stats', player }} disabled={noShots} />
          </>
        )}
        <ImportShotsButton players={players ?? []} />
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{playerLoading && <LinearProgress aria-label="Loading shot data" />}</Box>
      {!stats || !players ? (
        <Alert severity="error">{messages.shotDataLoadFailed}</Alert>
      ) : noShotsAtAll ? (
        <ShotDataEmpty />
      ) : (
        <>
          <PartialSwingsSwitch partialShots={stats.partialShots} included={partialShown} onChange={setPartial} />
          <Box aria-busy={playerLoading} sx={{ opacity: playerLoading ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <StatsDashboard view={shotStatsView(stats, units)} />
          </Box>
          {/* Below the statistics: the answer's analysis, drawn by the server into the page as
              it streams in after them; read by the browser when the stream could not carry it. */}
          {analysis ? (
            <StreamedAnalysis analysis={analysis} search={withoutDialogs(searchParams).toString()} navigating={next !== null} />
          ) : (
            <ShotDataAnalysis search={withoutDialogs(searchParams).toString()} navigating={next !== null} />
          )}
        </>
      )}
    </>
  );
}

const analysisSkeleton = <Skeleton variant="rounded" height={600} sx={{ mt: { xs: 3, md: 4 } }} />;

type Streamed = { data: AnalysisData | null } | { failed: true };

/**
 * What each streamed analysis came to, once it has, and the one promise of it that `use` reads
 * until then (`use` needs the same promise each time it draws).
 */
const streamedOutcomes = new WeakMap<Promise<AnalysisData | null>, { settled: Promise<Streamed>; value?: Streamed }>();
function outcomeOf(analysis: Promise<AnalysisData | null>) {
  let outcome = streamedOutcomes.get(analysis);
  if (!outcome) {
    const entry: { settled: Promise<Streamed>; value?: Streamed } = {
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
 * The per-club analysis the page's answer streams (its loader's promise, a new one for every
 * address and after the page's action). The page's first drawing waits for it inside its own
 * Suspense boundary, so the server sends it in the page's HTML after the statistics, it shows
 * before the app is live, and the app takes it over as drawn. After that, the figures shown stay,
 * dimmed, until the next have come: the promise drawn moves on only once the next has settled,
 * so the statistics of a new player are not held back while its analysis is still on the way.
 * If the stream could not carry it (the server's render ran out of time), the analysis' own
 * loader is read instead.
 */
function StreamedAnalysis({ analysis, search, navigating }: { analysis: Promise<AnalysisData | null>; search: string; navigating: boolean }) {
  const [drawn, setDrawn] = useState(analysis);
  useEffect(() => {
    let live = true;
    void outcomeOf(analysis).settled.then(() => live && setDrawn(analysis));
    return () => {
      live = false;
    };
  }, [analysis]);
  return (
    <Suspense fallback={analysisSkeleton}>
      <StreamedAnalysisView analysis={drawn} stale={drawn !== analysis} search={search} navigating={navigating} />
    </Suspense>
  );
}

function StreamedAnalysisView({ analysis, stale, search, navigating }: { analysis: Promise<AnalysisData | null>; stale: boolean; search: string; navigating: boolean }) {
  // Read with `use` only until it has come: the page's first drawing, on the server and at hydration.
  const known = outcomeOf(analysis);
  const outcome = known.value ?? use(known.settled);
  if ('failed' in outcome) return <ShotDataAnalysis search={search} navigating={navigating} />;
  if (!outcome.data) return analysisSkeleton;
  return (
    <Suspense fallback={analysisSkeleton}>
      <ClubAnalysisView data={outcome.data} loading={navigating || stale} />
    </Suspense>
  );
}

/**
 * The per-club analysis for the page's address, read by a fetcher from its own loader
 * (`/account/shot-data/analysis`, decision 031): the figures shown stay, dimmed, while the next are
 * read (a choice in the address, or the page's action: the framework reads a fetcher's loader
 * again after an action).
 */
function ShotDataAnalysis({ search, navigating }: { search: string; navigating: boolean }) {
  const fetcher = useFetcher<AnalysisData | null>({ key: 'shot-data-analysis' });
  const { load } = fetcher;
  useEffect(() => {
    void load(`${PATH}/analysis${search ? `?${search}` : ''}`);
    void loadClubAnalysisView();
  }, [load, search]);
  if (!fetcher.data) return analysisSkeleton;
  return (
    <Suspense fallback={analysisSkeleton}>
      <ClubAnalysisView data={fetcher.data} loading={navigating || fetcher.state === 'loading'} />
    </Suspense>
  );
}
