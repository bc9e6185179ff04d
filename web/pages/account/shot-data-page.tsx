import { lazy, Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useSearchParams } from 'react-router';
import { messages } from '../../../common/messages';
import { RenderWhenNear } from '../../components/layout/render-when-near';
import { ALL_PLAYERS } from '../../../common/constants';
import { shotsCsvUrl, usePlayers, useShotStats } from '../../features/stats/api';
import { PlayerSelect } from '../../features/stats/components/player-select';
import { ShotDataEmpty } from '../../features/stats/components/shot-data-empty';
import { StatsDashboard } from '../../features/stats/components/stats-dashboard';
import { playerFromUrl } from '../../features/stats/player-param';
import { analysisInUrl } from '../../features/analysis/url-filters';
import { shotStatsView } from '../../features/stats/shot-stats-view';
import { ImportShotsButton } from '../../features/import/components/import-shots-button';
import { ShareButton } from '../../features/sharing/components/share-button';
import { usePlan } from '../../features/subscriptions/api';
import { useUnits } from '../../features/units/use-units';
import { useSearchParamsUpdate } from '../../lib/use-search-params-update';
import { OWN_ANALYSIS_BASE } from '../../features/analysis/api';

// The locked teaser, drawn for users without Pro only: a Pro user's page does not load it. The
// server draws it into the HTML, which stays as it is until its chunk has come and hydrated.
const ShotDataTeaser = lazy(() => import('../../features/stats/components/shot-data-teaser').then((m) => ({ default: m.ShotDataTeaser })));

// Issue 9's per-club analysis, a chunk of its own (it loads the charts).
const ClubAnalysisView = lazy(() =>
  import('../../features/analysis/components/club-analysis-view').then((m) => ({ default: m.ClubAnalysisView })),
);

/**
 * Spec section 2, "Shot data" (/account/shot-data): the Pro view for Pro users (calls 17 and 19,
 * reloaded when the player changes), the locked teaser for everyone else. The player and the
 * analysis' club and dates are in the address (`?player=&club=&from=&to=`, docs/decisions/010).
 */
export function ShotDataPage() {
  const plan = usePlan();
  const isPro = plan?.isPro === true;
  return (
    <Box sx={{ maxWidth: 1400 }}>
      {isPro ? (
        <ProShotData />
      ) : (
        <>
          <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            {messages.shotDataHeading}
          </Typography>
          {plan && (
            <Suspense fallback={<Skeleton variant="rounded" height={560} />}>
              <ShotDataTeaser />
            </Suspense>
          )}
        </>
      )}
    </Box>
  );
}

function ProShotData() {
  const [searchParams] = useSearchParams();
  const updateSearchParams = useSearchParamsUpdate();
  const players = usePlayers();
  // 'all' is the first entry of the list, and the default (spec section 4, "Dashboard").
  const player = playerFromUrl(searchParams, players.data?.players);
  const stats = useShotStats(player);
  const units = useUnits();
  const noShotsAtAll = players.data?.players.length === 0 && stats.data?.shotCount === 0;
  // A choice from the list is an entry of the history (Back returns to the previous player), like
  // the analysis' club; the other filters in the address (club, dates) stay as they are.
  const setPlayer = (next: string) =>
    updateSearchParams((params) => (next === ALL_PLAYERS ? params.delete('player') : params.set('player', next)), { replace: false });

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {messages.shotDataHeading}
        </Typography>
        {!noShotsAtAll && (
          <>
            <PlayerSelect players={players.data?.players ?? []} value={player} onChange={setPlayer} />
            <Button
              component="a"
              href={shotsCsvUrl(player)}
              download
              variant="outlined"
              startIcon={<Download />}
              disabled={!stats.data || stats.data.shotCount === 0}
            >
              {messages.shotDataDownloadCsv}
            </Button>
            {/* A read-only link to this player's statistics over chosen days, revocable in Settings (issue 9). */}
            <ShareButton target={{ kind: 'stats', player }} disabled={!stats.data || stats.data.shotCount === 0} />
          </>
        )}
        <ImportShotsButton />
      </Box>
      <ShotStatsLoadingBar player={player} />
      {stats.isError || players.isError ? (
        <Alert severity="error">{messages.shotDataLoadFailed}</Alert>
      ) : noShotsAtAll ? (
        <ShotDataEmpty />
      ) : (
        <>
          <BusyWhileShotStatsLoad player={player}>
            <StatsDashboard view={stats.data ? shotStatsView(stats.data, units) : null} />
          </BusyWhileShotStatsLoad>
          {/* Below the statistics: drawn as it nears the window, so the page above answers first;
              at once when the address names a club or dates (a link to the analysis itself). */}
          <RenderWhenNear minHeight={600} now={analysisInUrl(searchParams)}>
            {/* Its code is a chunk of its own: a placeholder of its size while that loads. */}
            <Suspense fallback={<Skeleton variant="rounded" height={600} sx={{ mt: { xs: 3, md: 4 } }} />}>
              <ClubAnalysisView fetchBase={OWN_ANALYSIS_BASE} player={player} inUrl />
            </Suspense>
          </RenderWhenNear>
        </>
      )}
    </>
  );
}

/*
 * The loading flag of each fetch (spec section 4, "Dashboard") in components of their own: a
 * fetch starting or ending redraws these alone, never the page and its charts (TanStack Query
 * redraws a component only for the fields it reads).
 */
function ShotStatsLoadingBar({ player }: { player: string }) {
  const { isFetching, data } = useShotStats(player);
  return <Box sx={{ height: 4, mb: 1 }}>{isFetching && data && <LinearProgress aria-label="Loading shot data" />}</Box>;
}

function BusyWhileShotStatsLoad({ player, children }: { player: string; children: ReactNode }) {
  const { isFetching } = useShotStats(player);
  return <Box aria-busy={isFetching}>{children}</Box>;
}
