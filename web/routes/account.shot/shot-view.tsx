import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import type { SwingShot } from '../../../common/schemas/clips';
import { fillMessage } from '../../../common/stats-format';
import { SwingPlayer } from '../../components/swing-player/swing-player';
import { sessionName, sessionWhen } from '../../features/sessions/describe';
import { useUnits } from '../../features/units/use-units';
import { useDisplayTimeZone } from '../../lib/moments';
import { ShotNumbers } from './shot-numbers';
import { shotTexts as t } from './texts';

/** What the route's loader reads: the shot with its numbers and clips, null when not found (`notFound`) or not read. */
export interface ShotViewData {
  shot: SwingShot | null;
  notFound: boolean;
}

/** The way back: the shot's session or round, else Shot data. */
function Crumbs({ shot }: { shot: SwingShot | null }) {
  const timeZone = useDisplayTimeZone();
  const link = (to: string, text: string) => (
    <Link key={to} component={RouterLink} to={to} color="inherit">
      {text}
    </Link>
  );
  const parents = !shot
    ? [link('/account/shot-data', messages.shotDataHeading)]
    : shot.sessionId
      ? [link('/account/sessions', t.sessions), link(`/account/sessions/${shot.sessionId}`, shot.sessionName?.trim() || (shot.sessionStartedAt ? sessionWhen(shot.sessionStartedAt, timeZone) : sessionName({ name: null })))]
      : shot.roundId
        ? [link('/account/rounds', t.rounds), link(`/account/round/${shot.roundId}`, messages.roundTitle)]
        : [link('/account/shot-data', messages.shotDataHeading)];
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      {parents}
      <Typography color="text.primary" aria-current="page">
        {t.title}
      </Typography>
    </Breadcrumbs>
  );
}

/**
 * A shot's view (/account/shots/:shotId): its swing clips, both cameras played in step, beside every
 * number of the shot in the account's units. On a phone the numbers follow the player.
 */
export function ShotView({ shot, notFound }: ShotViewData) {
  const units = useUnits();
  const timeZone = useDisplayTimeZone();
  if (!shot) {
    return (
      <Box sx={{ maxWidth: 1200 }}>
        <Crumbs shot={null} />
        <Alert severity={notFound ? 'warning' : 'error'}>{notFound ? t.notFound : t.loadFailed}</Alert>
      </Box>
    );
  }
  const when = sessionWhen(shot.takenAt, timeZone);
  const ready = shot.clips.filter((clip) => clip.status === 'ready');
  const processing = shot.clips.some((clip) => clip.status === 'processing');
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Crumbs shot={shot} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {fillMessage(t.heading, { club: shot.club, player: shot.player })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {when}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(280px, 2fr)' }, gap: 3, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="shot-swing-heading" sx={{ minWidth: 0 }}>
          <Typography id="shot-swing-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t.swing}
          </Typography>
          {ready.length > 0 ? (
            <SwingPlayer clips={ready} label={fillMessage(t.swingLabel, { club: shot.club, when })} />
          ) : (
            <Alert severity="info">{processing ? t.processing : t.noClip}</Alert>
          )}
        </Box>
        <Card variant="outlined">
          <CardContent>
            <ShotNumbers shot={shot} units={units} />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
