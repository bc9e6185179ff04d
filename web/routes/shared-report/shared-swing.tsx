import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import type { SharedClip } from '../../../common/schemas/sharing';
import { fillMessage } from '../../../common/stats-format';
import { SwingPlayer } from '../../components/swing-player/swing-player';
import { sessionWhen } from '../../features/sessions/describe';
import { useDisplayTimeZone } from '../../lib/moments';

/**
 * The swing clip the owner chose to show with the report, in the swing player (frame steps,
 * speeds, loop). Its video is read through the link, so it stops with the link.
 */
export function SharedSwing({ clip }: { clip: SharedClip }) {
  const id = useId();
  const timeZone = useDisplayTimeZone();
  const when = sessionWhen(clip.takenAt, timeZone);
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mb: 3, maxWidth: 960 }}>
      <Typography id={`${id}-heading`} variant="h6" component="h2" sx={{ mb: 1 }}>
        {messages.sharedClipHeading}
      </Typography>
      <SwingPlayer
        clips={[{ id: 'shared-clip', camera: clip.camera, fps: clip.fps, durationMs: clip.durationMs, impactMs: clip.impactMs, videoUrl: clip.videoUrl }]}
        label={fillMessage(messages.sharedClipLabel, { club: clip.club, when })}
      />
    </Box>
  );
}
