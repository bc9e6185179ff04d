import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useSnackbar } from 'notistack';
import { messages } from '../../../common/messages';
import type { DispersionPoint } from '../../../common/schemas/analysis';
import { overrideFields, toggleAction, type OverrideAction, type OverrideResult } from './override';

type Toggled = Pick<DispersionPoint, 'id' | 'excluded' | 'mishit' | 'override'>;

/**
 * Excluding a shot by hand, or counting it again (decision 010), posted through a fetcher to the
 * page's own action (which hands it to `overrideAction`); the framework then reads the page's
 * loaders again, so its figures, plot and table follow. One change at a time: `busyId` is the shot
 * being saved until the figures with it have come. The confirmations as snackbars.
 */
export function useShotOverride(): { toggle: (shot: Toggled) => void; busyId: string | null } {
  const fetcher = useFetcher<OverrideResult>({ key: 'shot-override' });
  const { enqueueSnackbar } = useSnackbar();
  const sent = useRef<{ shotId: string; action: OverrideAction } | null>(null);
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (busy || !sent.current) return;
    const { action } = sent.current;
    sent.current = null;
    if (fetcher.data?.ok) enqueueSnackbar(action === 'exclude' ? messages.analysisShotExcluded : messages.analysisShotRestored, { variant: 'success' });
    else enqueueSnackbar(messages.analysisSaveFailed, { variant: 'error' });
  }, [busy, fetcher.data, enqueueSnackbar]);
  const toggle = (shot: Toggled) => {
    if (busy) return;
    const action = toggleAction(shot);
    sent.current = { shotId: shot.id, action };
    void fetcher.submit(overrideFields(shot.id, action), { method: 'post' });
  };
  return { toggle, busyId: busy ? (sent.current?.shotId ?? null) : null };
}
