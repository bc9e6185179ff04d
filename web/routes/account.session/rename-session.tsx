import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useSnackbar } from 'notistack';
import { useRevalidator } from 'react-router';
import type { SessionResponse } from '../../../common/schemas/sessions';
import { sessionTexts as t } from '../../features/sessions/texts';
import { apiRequest } from '../../lib/api-client';
import { outcome } from '../../lib/api-outcome';
import { useDialogAddress } from '../../lib/dialog-address';

/**
 * Rename, beside the session's name: a dialog with the name, saved with PATCH /api/sessions/:id
 * (an empty name takes it away, and the page shows "Range session"); the server's check says what
 * is wrong on the field. Before the app is live the button is a link to `?rename`, which opens the
 * dialog once it is (decision 032).
 */
export function RenameSession({ session }: { session: SessionResponse['session'] }) {
  const { open, close, opener } = useDialogAddress('rename');
  return (
    <>
      <Button variant="outlined" startIcon={<EditOutlined />} {...opener} aria-haspopup="dialog">
        {t.renameButton}
      </Button>
      {open && <RenameDialog session={session} onClose={close} />}
    </>
  );
}

function RenameDialog({ session, onClose }: { session: SessionResponse['session']; onClose: () => void }) {
  const ids = useId();
  const [name, setName] = useState(session.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const revalidator = useRevalidator();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const result = outcome(await apiRequest<{ name: string | null }>(`/api/sessions/${session.id}`, { name }, 'PATCH'), t.renameFailed);
    setSaving(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    enqueueSnackbar(t.renamed, { variant: 'success' });
    void revalidator.revalidate();
    onClose();
  };

  return (
    <Dialog open onClose={() => !saving && onClose()} aria-labelledby={`${ids}-title`} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={`${ids}-title`}>{t.renameTitle}</DialogTitle>
        <DialogContent>
          <TextField
            id={`${ids}-name`}
            name="name"
            label={t.renameLabel}
            value={name}
            error={error !== null}
            helperText={error ?? t.renameHelp}
            margin="dense"
            fullWidth
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t.renameCancel}
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t.renameSave}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
