import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useSnackbar } from 'notistack';
import { useFetcher } from 'react-router';
import { messages } from '../../../../common/messages';
import { HIDE_MISHITS_INTENT, type HideMishitsResult } from '../hide-mishits';

/**
 * The account's remembered "Hide mishits" choice, the same on Shot data's analysis and a session's
 * page: posted to the page's action (`hideMishitsAction`) through one keyed fetcher, after which the
 * framework reads the page's figures again. `shown` is the choice the figures on the page were read
 * with; the switch shows the click from then on (the fetcher's own state comes a moment later) until
 * the figures saved with it have come. `onBusy` tells the page while they are on their way.
 */
export function useHideMishits(shown: boolean | null) {
  const hide = useFetcher<HideMishitsResult>({ key: 'hide-mishits' });
  const { enqueueSnackbar } = useSnackbar();
  const busy = hide.state !== 'idle';
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const seenBusy = useRef(false);
  useEffect(() => {
    if (choosing === null) return;
    if (busy) {
      seenBusy.current = true;
      return;
    }
    if (!seenBusy.current) return;
    seenBusy.current = false;
    setChoosing(null);
    if (!hide.data?.ok) enqueueSnackbar(messages.analysisSaveFailed, { variant: 'error' });
  }, [choosing, busy, hide.data, enqueueSnackbar]);
  const choose = (next: boolean) => {
    setChoosing(next);
    void hide.submit({ intent: HIDE_MISHITS_INTENT, hideMishits: String(next) }, { method: 'post' });
  };
  return { hideMishits: choosing ?? shown ?? false, busy, choose };
}

export function HideMishitsSwitch({
  id,
  choice,
  disabled = false,
}: {
  /** The help text's id. */
  id: string;
  choice: ReturnType<typeof useHideMishits>;
  disabled?: boolean;
}) {
  return (
    <Box sx={{ flexBasis: { xs: '100%', md: 360 }, flexGrow: 1, maxWidth: 520 }}>
      <FormControlLabel
        control={
          <Switch
            checked={choice.hideMishits}
            disabled={disabled || choice.busy}
            onChange={(e) => choice.choose(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': id } }}
          />
        }
        label={messages.analysisHideMishits}
      />
      <FormHelperText id={id} sx={{ mt: 0 }}>
        {messages.analysisHideMishitsHelp}
      </FormHelperText>
    </Box>
  );
}
