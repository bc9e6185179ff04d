import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import UploadFile from '@mui/icons-material/UploadFile';
import { messages } from '../../../common/messages';
import { useDialogAddress } from '../../lib/dialog-address';

// The dialog's code (its preview table, the players' autocomplete) is fetched on the first use:
// the button is on screen, and works, without it (decision 015).
const ImportDialog = lazy(() => import('./import-dialog').then((m) => ({ default: m.ImportDialog })));

/**
 * "Import CSV" on Shot data: opens the import dialog (import-dialog.tsx) with the
 * account's players. Before the app is live the button is a link to `?import`, which opens the
 * dialog once it is (decision 032).
 */
export function ImportShotsButton({ players }: { players: string[] }) {
  const { open, close, opener } = useDialogAddress('import');
  // Drawn from the first opening on, so that it can close with its transition.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFile />} {...opener} aria-haspopup="dialog">
        {messages.importButton}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ImportDialog open={open} onClose={close} players={players} />
        </Suspense>
      )}
    </>
  );
}
