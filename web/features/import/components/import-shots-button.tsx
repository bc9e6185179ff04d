import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import UploadFile from '@mui/icons-material/UploadFile';
import { messages } from '../../../../common/messages';

// The dialog's code (its preview table, the players' autocomplete) is fetched on the first use:
// the button is on screen, and works, without it (decision 015).
const ImportDialog = lazy(() => import('./import-dialog').then((m) => ({ default: m.ImportDialog })));

/** "Import CSV" on Shot data (issue 9): opens the import dialog (import-dialog.tsx) with the account's players. */
export function ImportShotsButton({ players }: { players: string[] }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFile />}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {messages.importButton}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ImportDialog open={open} onClose={() => setOpen(false)} players={players} />
        </Suspense>
      )}
    </>
  );
}
