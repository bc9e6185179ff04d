import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import type { SharedReportClip } from '../../../common/schemas/sharing';
import { fillMessage } from '../../../common/stats-format';
import { shotViewPath } from '../../components/swing-player/swing-mark';
import { sessionWhen } from '../../features/sessions/describe';
import { useDisplayTimeZone } from '../../lib/moments';
import { REMOVE_CLIP_INTENT, useSettingsForm } from './settings-form';

/**
 * A shared link's swing clip in Settings: which swing (a link to its shot) and Remove clip, a form
 * posted to the page's action at `?form=link-clip`, with or without JavaScript; the link stays.
 */
export function LinkClip({ id, clip }: { id: string; clip: SharedReportClip }) {
  const settings = useSettingsForm('link-clip');
  const timeZone = useDisplayTimeZone();
  const what = fillMessage(messages.sharedLinkClip, { club: clip.club, when: sessionWhen(clip.takenAt, timeZone) });
  return (
    <Box
      component="form"
      method="post"
      action={settings.action}
      onSubmit={(event) => settings.onSubmit(event, { formData: new FormData(event.currentTarget) })}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography variant="body2">
        <Link component={RouterLink} to={shotViewPath(clip.shotId)}>
          {what}
        </Link>
      </Typography>
      <input type="hidden" name="intent" value={REMOVE_CLIP_INTENT} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="small" disabled={settings.pending} aria-label={`${messages.sharedLinkClipRemove}: ${what}`}>
        {messages.sharedLinkClipRemove}
      </Button>
    </Box>
  );
}
