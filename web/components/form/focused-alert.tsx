import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';

/** A form's outcome in place of the form: it takes the focus when it appears, so screen readers announce it. */
export function FocusedAlert({ severity, children }: { severity: 'success' | 'warning' | 'error'; children: ReactNode }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <Alert ref={alert} tabIndex={-1} severity={severity} sx={{ mt: 2, outline: 'none' }}>
      {children}
    </Alert>
  );
}
