import { lazy, memo, Suspense, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useEffect, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
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
import { unlessOnlyDialogsOr, withoutDialogs } from '../../lib/dialog-address';
import { ANALYSIS_ONLY_PARAMS } from '../../features/analysis/url-filters';
import { AnalysisSection, loadClubAnalysisView } from './analysis-section';

// The locked teaser, drawn for users without Pro only: a Pro user's page does not load it. The
// server draws it into the HTML, which stays as it is until its chunk has come and hydrated.
const ShotDataTeaser = lazy(() => import('./shot-data-teaser').then((m) => ({ default: m.ShotDataTeaser })));

const PATH = '/account/shot-data';

/**
 * Shot data's `shouldRevalidate`: another club or other dates of the analysis (or a dialog
 * opened, decision 032) leave the statistics as they are; the analysis reads its own loader.
 */
export const shotDataShouldRevalidate = unlessOnlyDialogsOr(ANALYSIS_ONLY_PARAMS);

// The statistics are drawn again only when they change, not for every state of a navigation.
const Dashboard = memo(StatsDashboard);

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
      /** The club and dates `analysis` is for (`analysisFiltersKey` of the address the loader read). */
      analysisFor?: string;
    };

/**
 * Spec section 2, "Shot data" (/account/shot-data): the Pro view for Pro users (calls 17 and 19
 * and the per-club analysis), the locked teaser for everyone else. The player and the analysis'
 * club and dates are in the address (`?player=&club=&from=&to=`, decisions 010 and 031): a choice
 * is a navigation, and what is shown stays, dimmed, until the next figures have come. A player
 * reads the page's loader again; a club or dates only the analysis' own (decision 048).
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

function ProShotData({ data: { player, players, stats, analysis, analysisFor } }: { data: Extract<ShotDataPageData, { isPro: true }> }) {
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
  const view = useMemo(() => stats && shotStatsView(stats, units), [stats, units]);
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
            <Dashboard view={view} />
          </Box>
          {/* Below the statistics: the answer's analysis, drawn by the server into the page as
              it streams in after them; read by the browser for another club or dates. */}
          <AnalysisSection analysis={analysis} analysisFor={analysisFor} search={withoutDialogs(searchParams).toString()} navigating={next !== null} />
        </>
      )}
    </>
  );
}
