import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router';
import type { HandicapResponse } from '../../../common/schemas/handicap';
import type { FirstRun } from '../../../common/schemas/onboarding';
import type { SessionSummary } from '../../../common/schemas/sessions';
import type { DashboardResponse, RoundsResponse } from '../../../common/schemas/stats';
import { FirstRunGuide } from './first-run-guide';
import { DashboardStatsCard } from './dashboard-stats-card';
import { SimHandicapCard } from './sim-handicap-card';
import { YourGameCard } from './your-game-card';
import { publicConfig } from '../../lib/public-config';

/** What the dashboard's loader reads (route.server.ts): null where a read failed or the plan has none. */
export interface DashboardPageData {
  firstRun: FirstRun | null;
  isPro: boolean;
  /** Pro: call 18's figures of every player. */
  dashboard: DashboardResponse | null;
  /** Pro: each player's Sim Handicap. */
  handicap: HandicapResponse | null;
  /** The first page of rounds, newest first (open to every plan). */
  rounds: RoundsResponse | null;
  /** Pro: the newest range session. */
  latestSession: SessionSummary | null;
}

/**
 * Spec section 2, "Dashboard". A golfer who has played (a round, or for Pro a range session) sees
 * their game first: the latest round and session, then the figures and the Sim Handicap; the
 * first-run guide and the welcome card follow. Before that the guide and the welcome come first.
 * The stat card shows a Pro user's headline figures once shots exist, and otherwise says what
 * will appear rather than show invented figures.
 */
export function DashboardPage({ data }: { data: DashboardPageData }) {
  const latestRound = data.rounds?.rounds[0] ?? null;
  const played = latestRound !== null || data.latestSession !== null;
  const welcome = <WelcomeCard first={!played} wide={!played || !data.isPro} />;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {played ? <YourGameCard round={latestRound} session={data.latestSession} /> : <FirstRunGuide state={data.firstRun} />}
      {!played && welcome}
      <DashboardStatsCard isPro={data.isPro} dashboard={data.dashboard} rounds={data.rounds} />
      {played && <SimHandicapCard isPro={data.isPro} handicap={data.handicap} />}
      <ExploreCard />
      {!played && <SimHandicapCard isPro={data.isPro} handicap={data.handicap} />}
      {played && <FirstRunGuide state={data.firstRun} />}
      {played && welcome}
    </Box>
  );
}

/** The welcome card of the spec: the page's heading before the golfer has played, a smaller card after. */
function WelcomeCard({ first, wide }: { first: boolean; wide: boolean }) {
  return (
    <Card sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography
          variant={first ? 'h4' : 'h6'}
          component={first ? 'h1' : 'h2'}
          sx={{ mb: first ? 2 : 1, ...(first && { fontSize: { xs: '1.75rem', sm: '2.125rem' } }) }}
        >
          Welcome to {publicConfig.siteName}!
        </Typography>
        <Typography sx={{ mb: 1.5, maxWidth: 760 }}>
          Install the desktop app on the Windows PC that runs your simulator and connect your launch
          monitor. To run the simulator from your phone or tablet, install the mobile app and pair it with
          the desktop app as a control device.
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: 760 }}>
          For shot replay, point a camera at your hitting area and select it in the desktop app: every swing
          is recorded and cut automatically so you can watch it back, in slow motion if you like.
        </Typography>
        <Button variant="contained" href={publicConfig.quickStartUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew />}>
          Quick Start Guide
        </Button>
      </CardContent>
    </Card>
  );
}

/** The spec's 'Explore your data' promo card. */
function ExploreCard() {
  return (
    <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <InsightsOutlined sx={{ fontSize: 36, mb: 1 }} aria-hidden="true" />
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Explore your data
        </Typography>
        <Typography sx={{ mb: 2.5 }}>Review every round and shot by player and by club, and export them to CSV.</Typography>
        <Button component={RouterLink} to="/account/shot-data" variant="contained" color="secondary">
          View Shot Data
        </Button>
      </CardContent>
    </Card>
  );
}
