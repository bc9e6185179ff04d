import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { ErrorAlert } from '../feedback/error-alert';

/**
 * The end of a public form: why its last post was refused, in an alert, then what the form puts
 * between (`children`, a link), then its submit button, disabled while the form is sent.
 */
export function FormSubmit({ label, error, disabled, children }: { label: string; error: string | null | undefined; disabled: boolean; children?: ReactNode }) {
  return (
    <>
      {error && <ErrorAlert sx={{ mt: 2 }}>{error}</ErrorAlert>}
      {children}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={disabled} sx={{ mt: 3 }}>
        {label}
      </Button>
    </>
  );
}
