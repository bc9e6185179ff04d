import { useSnackbar } from 'notistack';
import { messages } from '../../../common/messages';
import type { DispersionPoint } from '../../../common/schemas/analysis';
import { toggleAction, useShotOverride } from '../analysis/api';

type Toggled = Pick<DispersionPoint, 'id' | 'excluded' | 'mishit' | 'override'>;

/**
 * Excluding a shot of a session by hand, or counting it again, as Shot data's analysis does it
 * (decision 010, `PUT/DELETE /api/stats/shots/:id/override`): the same action for the same state,
 * the same confirmations. One change at a time; `busyId` is the shot being saved. The session's
 * figures, dispersion and table and the analysis reload together (analysis/api.ts).
 */
export function useShotToggle(): { toggle: (shot: Toggled) => void; busyId: string | null } {
  const override = useShotOverride();
  const { enqueueSnackbar } = useSnackbar();
  const toggle = (shot: Toggled) => {
    if (override.isPending) return;
    const action = toggleAction(shot);
    override.mutate(
      { shotId: shot.id, action },
      {
        onSuccess: () => enqueueSnackbar(action === 'exclude' ? messages.analysisShotExcluded : messages.analysisShotRestored, { variant: 'success' }),
        onError: () => enqueueSnackbar(messages.analysisSaveFailed, { variant: 'error' }),
      },
    );
  };
  return { toggle, busyId: override.isPending ? override.variables.shotId : null };
}
