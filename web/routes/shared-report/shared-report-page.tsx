import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LinkOff from '@mui/icons-material/LinkOff';
import { Link as RouterLink, useNavigation } from 'react-router';
import { messages } from '../../../common/messages';
import type { SharedView } from '../../../common/schemas/sharing';
import { SharedSwing } from './shared-swing';
import { fillMessage } from '../../../common/stats-format';
import type { AnalysisData } from '../../features/analysis/analysis-data';
import { formatDay, playerLabel } from '../../features/sharing/describe';
import { formatRoundDate } from '../../features/stats/components/format-date';
import { useDisplayTimeZone } from '../../lib/moments';
import { PlayerScorecard, ScorecardLegend } from '../../features/stats/components/scorecard';
import { publicConfig } from '../../lib/public-config';

// The per-club analysis (dispersion, trends, gapping), read-only: a chunk of its own with the charts.
const ClubAnalysisView = lazy(() =>
  import('../../features/analysis/components/club-analysis-view').then((m) => ({ default: m.ClubAnalysisView })),
);

/** What the route's loader reads (web/routes/shared-report/route.server.ts). */
export interface SharedReportPageData {
  /** The report as GET /api/shared/{token} answers it; null when it is gone or could not be read. */
  view: SharedView | null;
  /** The link is unknown, revoked or expired. */
  gone: boolean;
  /** A statistics report's analysis for the club in `?club=`. */
  analysis: AnalysisData | null;
}

/**
 * /shared/{token}: a scorecard or a player's statistics that their owner shared, for
 * anyone holding the link, signed in or not; "no longer available" once revoked. The server
 * serves this page with noindex, nofollow and no Referer (server/plugins/web.ts).
 */
export function SharedReportPage({ data }: { data: SharedReportPageData }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <SharedFromBanner />
      <SharedReport data={data} />
    </Container>
  );
}

function SharedFromBanner() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        mb: 3,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" component="p" sx={{ lineHeight: 1.6, fontWeight: 700 }}>
          {fillMessage(messages.sharedFrom, { siteName: publicConfig.siteName })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {fillMessage(messages.sharedReadOnly, { siteName: publicConfig.siteName })}
        </Typography>
      </Box>
      <Button component={RouterLink} to="/signup" variant="contained" size="small">
        {messages.sharedSignUp}
      </Button>
    </Box>
  );
}

function SharedReport({ data: { view, gone, analysis } }: { data: SharedReportPageData }) {
  if (gone) {
    return (
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <LinkOff color="action" aria-hidden="true" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 1 }}>
            {messages.sharedUnavailableTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 3 }}>
            {messages.sharedUnavailableBody}
          </Typography>
          <Button component={RouterLink} to="/" variant="outlined">
            Go Home
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!view) return <Alert severity="error">{messages.sharedLoadFailed}</Alert>;
  return view.kind === 'round' ? <SharedRound view={view} /> : <SharedStats view={view} analysis={analysis} />;
}

function SharedRound({ view }: { view: Extract<SharedView, { kind: 'round' }> }) {
  const { round } = view;
  const timeZone = useDisplayTimeZone();
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {round.course}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {`${formatRoundDate(round.playedAt, timeZone)} · ${round.players.join(', ')}`}
        </Typography>
        {view.clip && <SharedSwing clip={view.clip} />}
        {round.players.map((player) => (
          <PlayerScorecard key={player} round={round} player={player} />
        ))}
        <ScorecardLegend />
      </CardContent>
    </Card>
  );
}

function SharedStats({ view, analysis }: { view: Extract<SharedView, { kind: 'stats' }>; analysis: AnalysisData | null }) {
  const { location: next } = useNavigation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {fillMessage(messages.sharedStatsHeading, { player: playerLabel(view.player) })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {fillMessage(messages.sharedStatsRange, { from: formatDay(view.from), to: formatDay(view.to) })}
      </Typography>
      {view.clip && <SharedSwing clip={view.clip} />}
      {analysis && (
        <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
          <ClubAnalysisView
            data={analysis}
            loading={next !== undefined && next.pathname.startsWith('/shared/')}
            readOnly
            range={{ from: view.from, to: view.to }}
            units={view.units}
          />
        </Suspense>
      )}
    </>
  );
}
