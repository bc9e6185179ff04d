import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SnackbarProvider } from './snackbar-provider';

/** The toasts of the signed-in areas (web/routes/signed-in-layout/route.tsx); their pages' data come from their loaders. */
export function SignedInProviders({ children }: { children?: ReactNode }) {
  return <SnackbarProvider>{children ?? <Outlet />}</SnackbarProvider>;
}
