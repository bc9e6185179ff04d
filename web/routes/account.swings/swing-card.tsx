import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import { Form, Link as RouterLink, useLocation, useNavigation } from 'react-router';
import type { Clip, SwingShot } from '../../../common/schemas/clips';
import { fillMessage } from '../../../common/stats-format';
import { formatMetric } from '../../features/sessions/format';
import { sessionName } from '../../features/sessions/describe';
import { clipTexts as t } from '../../features/clips/texts';
import { shotViewPath } from '../../features/clips/paths';
import { useUnits } from '../../features/units/use-units';
import { metricUnit } from '../../../common/shot-metrics';
import { formatDateTime, formatNumber, withUnit } from '../../../common/format';
import { useDisplayTimeZone } from '../../lib/moments';
import { DELETE_CLIP_INTENT } from './library-filters';

/** The address of this page with `?delete=` set to the clip (or left out): the confirm step in place. */
function useDeleteHref(clipId: string | null): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('deleted');
  if (clipId) params.set('delete', clipId);
  else params.delete('delete');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** A clip's line on its card: the camera, its state, and Delete (the confirmation in place when asked). */
function ClipLine({ clip, confirming }: { clip: Clip; confirming: boolean }) {
  const askHref = useDeleteHref(clip.id);
  const cancelHref = useDeleteHref(null);
  const submitting = useNavigation().formData?.get('clipId') === clip.id;
  const camera = t.cameras[clip.camera] ?? clip.camera;
  if (confirming)
    return (
      <Box role="group" aria-label={fillMessage(t.deleteClipLabel, { camera: camera.toLowerCase() })} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.25 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {fillMessage(t.deleteConfirm, { camera: camera.toLowerCase() })}
        </Typography>
        <Box component={Form} method="post" action={cancelHref} replace sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <input type="hidden" name="intent" value={DELETE_CLIP_INTENT} />
          <input type="hidden" name="clipId" value={clip.id} />
          <Button size="small" component={RouterLink} to={cancelHref} replace disabled={submitting}>
            {t.deleteCancel}
          </Button>
          <Button size="small" type="submit" color="error" variant="contained" disabled={submitting}>
            {t.deleteConfirmButton}
          </Button>
        </Box>
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {camera}
        {clip.durationMs !== null && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            · {withUnit(formatNumber(clip.durationMs / 1000), 's')}
          </Box>
        )}
      </Typography>
      {clip.status === 'processing' && <Chip size="small" label={t.processing} />}
      {clip.status === 'refused' && <Chip size="small" color="warning" label={t.refused} title={clip.refusal ?? undefined} />}
      <Button size="small" color="error" component={RouterLink} to={askHref} replace aria-label={fillMessage(t.deleteClipLabel, { camera: camera.toLowerCase() })}>
        {t.deleteClip}
      </Button>
    </Box>
  );
}

/**
 * One shot of the library: the first clip's poster (a link to the shot's page), the club, carry,
 * when and who, its clips each with Delete, and a box to pick it for a compare of two.
 */
export function SwingCard({
  shot,
  picked,
  pickDisabled,
  onPick,
  confirmDelete,
}: {
  shot: SwingShot;
  picked: boolean;
  pickDisabled: boolean;
  onPick: (id: string, on: boolean) => void;
  /** The clip whose deletion is being confirmed (`?delete=`), if of this shot. */
  confirmDelete: string | null;
}) {
  const units = useUnits();
  const timeZone = useDisplayTimeZone();
  const when = formatDateTime(shot.takenAt, timeZone);
  const poster = shot.clips.find((c) => c.posterUrl)?.posterUrl ?? null;
  const place = shot.sessionId ? sessionName({ name: shot.sessionName }) : null;
  return (
    <Card variant="outlined" component="article" aria-label={`${shot.club}, ${when}`} sx={{ display: 'flex', flexDirection: 'column', borderColor: picked ? 'primary.main' : undefined }}>
      <Link component={RouterLink} to={shotViewPath(shot.id)} aria-label={`${t.openSwing}: ${shot.club}, ${when}`} sx={{ display: 'block', position: 'relative', bgcolor: 'grey.900', aspectRatio: '16 / 9' }}>
        {poster ? (
          <Box component="img" src={poster} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
        ) : (
          <Typography variant="body2" sx={{ color: 'grey.400', position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            {t.noPoster}
          </Typography>
        )}
        <PlayCircleOutline sx={{ position: 'absolute', right: 8, bottom: 8, color: 'common.white', fontSize: 32, opacity: 0.9 }} aria-hidden="true" />
      </Link>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
            <Link component={RouterLink} to={shotViewPath(shot.id)} underline="hover" color="inherit">
              {shot.club}
            </Link>
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', ml: 1, fontSize: '0.875rem' }}>
              {t.carry} {formatMetric('carry', shot.carry, units)} {metricUnit('carry', units)}
            </Box>
          </Typography>
          <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '0.8125rem', color: 'text.secondary', cursor: 'pointer' }}>
            {/* A native box (decision 032): it belongs to the compare form above the list. */}
            <input
              type="checkbox"
              name="shot"
              value={shot.id}
              form="swing-compare"
              checked={picked}
              disabled={pickDisabled && !picked}
              onChange={(event: ChangeEvent<HTMLInputElement>) => onPick(shot.id, event.target.checked)}
              aria-label={fillMessage(t.pickSwingLabel, { club: shot.club, when })}
            />
            {t.pickSwing}
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {when} · {shot.player}
          {place && ` · ${place}`}
        </Typography>
        <Box sx={{ mt: 0.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {shot.clips.map((clip) => (
            <ClipLine key={clip.id} clip={clip} confirming={confirmDelete === clip.id} />
          ))}
        </Box>
      </Box>
    </Card>
  );
}
