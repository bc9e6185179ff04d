import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CLIP_CAMERAS, type Clip, type SwingCompare, type SwingShot } from '../../../common/schemas/clips';
import { fillMessage } from '../../../common/stats-format';
import { SWING_LIBRARY_PATH, shotViewPath } from '../../features/clips/paths';
import { clipTexts as t } from '../../features/clips/texts';
import { sessionName } from '../../features/sessions/describe';
import { useUnits } from '../../features/units/use-units';
import { formatDateTime } from '../../../common/format';
import { useDisplayTimeZone } from '../../lib/moments';
import { SwingPlayer } from '../../components/swing-player/swing-player';
import { shownMetrics, SwingDifferences, SwingNumbers } from './swing-numbers';

/** What the route's loader reads (route.server.ts). */
export type SwingComparePageData =
  | { state: 'missing' | 'not found' | 'failed' }
  | { state: 'no extremes'; club: string }
  | { state: 'ready'; compare: SwingCompare; extremes: { club: string; sessionId: string } | null };

const h1 = { fontSize: { xs: '1.6rem', sm: '2.125rem' } } as const;

/** Two swings side by side (/account/swings/compare): played in step from their impacts, each with its numbers under it, then B − A. */
export function SwingComparePage({ data }: { data: SwingComparePageData }) {
  let body;
  if (data.state === 'ready') body = <CompareBody a={data.compare.a} b={data.compare.b} extremes={data.extremes} />;
  else if (data.state === 'no extremes') body = <Alert severity="info">{fillMessage(t.compareNoExtremes, { club: data.club })}</Alert>;
  else if (data.state === 'not found') body = <Alert severity="warning">{t.compareNotFound}</Alert>;
  else if (data.state === 'failed') body = <Alert severity="error">{t.compareLoadFailed}</Alert>;
  else body = <Alert severity="info">{t.compareMissing}</Alert>;
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={SWING_LIBRARY_PATH} color="inherit">
          {t.libraryHeading}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {t.compareHeading}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" sx={{ ...h1, mb: 2 }}>
        {t.compareHeading}
      </Typography>
      {body}
    </Box>
  );
}

/** The cameras both shots have a ready clip of, in the cameras' order. */
function sharedCameras(a: SwingShot, b: SwingShot): string[] {
  const ready = (shot: SwingShot) => new Set(shot.clips.filter((c) => c.status === 'ready').map((c) => c.camera));
  const [ofA, ofB] = [ready(a), ready(b)];
  return CLIP_CAMERAS.filter((camera) => ofA.has(camera) && ofB.has(camera));
}

const clipOf = (shot: SwingShot, camera: string | undefined): Clip | null =>
  shot.clips.find((c) => c.status === 'ready' && c.camera === camera) ?? shot.clips.find((c) => c.status === 'ready') ?? null;

function CompareBody({ a, b, extremes }: { a: SwingShot; b: SwingShot; extremes: { club: string; sessionId: string } | null }) {
  const units = useUnits();
  const timeZone = useDisplayTimeZone();
  const cameras = sharedCameras(a, b);
  const [camera, setCamera] = useState(cameras[0]);
  const clips = [clipOf(a, camera), clipOf(b, camera)];
  const captions: [string, string] = extremes ? ['Longest', 'Shortest'] : [t.compareA, t.compareB];
  const metrics = shownMetrics(a, b);
  // The swings with a clip to play, each under its caption; both play in step from their impacts.
  const playing = [0, 1].flatMap((i) => (clips[i] ? [{ clip: clips[i], caption: captions[i] }] : []));
  const side = (shot: SwingShot, clip: Clip | null, caption: string) => (
    <Box component="section" aria-label={caption} sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="h2" sx={{ lineHeight: 1.6 }}>
        {caption}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        <Link component={RouterLink} to={shotViewPath(shot.id)}>
          {shot.club}
        </Link>{' '}
        · {shot.player}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {formatDateTime(shot.takenAt, timeZone)}
        {shot.sessionId && ` · ${sessionName({ name: shot.sessionName })}`}
      </Typography>
      {!clip && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.compareNoClip}
        </Typography>
      )}
      <SwingNumbers shot={shot} metrics={metrics} units={units} label={`${caption}: ${t.compareNumbers}`} />
    </Box>
  );
  return (
    <Card>
      <CardContent sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {t.compareFromImpact}
          </Typography>
          {cameras.length > 1 && (
            <ToggleButtonGroup size="small" exclusive value={camera} onChange={(_, next: string | null) => next && setCamera(next)} aria-label={t.compareCamera}>
              {cameras.map((c) => (
                <ToggleButton key={c} value={c}>
                  {t.cameras[c]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Box>
        {playing.length > 0 && (
          <Box sx={{ mb: 2 }}>
            <SwingPlayer key={playing.map((p) => p.clip.id).join(' ')} clips={playing.map((p) => p.clip)} captions={playing.map((p) => p.caption)} label={t.compareHeading} openAt="impact" />
          </Box>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: { xs: 1.5, sm: 3 }, mb: 3 }}>
          {side(a, clips[0], captions[0])}
          {side(b, clips[1], captions[1])}
        </Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t.compareDifference}
        </Typography>
        <SwingDifferences a={a} b={b} metrics={metrics} units={units} captions={captions} />
      </CardContent>
    </Card>
  );
}
