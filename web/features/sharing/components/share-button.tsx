import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { messages } from '../../../../common/messages';
import { useDialogAddress } from '../../../lib/dialog-address';

// The dialog's code (its date fields, the copy button) is fetched on the first use: the button is
// on screen, and works, without it (decision 015).
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

export type ShareTarget = { kind: 'round'; roundId: string } | { kind: 'stats'; player: string; from?: string | null; to?: string | null };

/**
 * The Share button of the scorecard and Shot data pages. Its dialog says who can see the report,
 * creates the link only when asked (a statistics report's days can be changed first), then shows
 * it with a Copy button. The dialog keeps the focus inside while open and gives it back on close.
 * Before the app is live the button is a link to `?share`, which opens the dialog once it is
 * (decision 032).
 */
export function ShareButton({ target, disabled = false }: { target: ShareTarget; disabled?: boolean }) {
  const { open, close, opener } = useDialogAddress('share');
  return (
    <>
      <Button variant="outlined" startIcon={<ShareOutlined />} {...opener} disabled={disabled} aria-haspopup="dialog">
        {messages.shareButton}
      </Button>
      {open && !disabled && (
        <Suspense fallback={null}>
          <ShareDialog target={target} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
