import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { HeldDeletes } from '../components/feedback/held-deletes';
import { SnackbarProvider } from './snackbar-provider';

/**
 * The toasts of the signed-in areas (web/routes/signed-in-layout/route.tsx), with the deletes held
 * back for their Undo; their pages' data come from their loaders.
 */
export function SignedInProviders({ children }: { children?: ReactNode }) {
  return (
    <SnackbarProvider>
      <HeldDeletes />
      {children ?? <Outlet />}
    </SnackbarProvider>
  );
}
