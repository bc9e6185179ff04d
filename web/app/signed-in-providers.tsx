import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient, queryClient } from './query-client';
import { SnackbarProvider } from './snackbar-provider';

/**
 * The data cache and toasts of the signed-in areas (web/routes/signed-in-layout.tsx). On the
 * server, a data cache of the request's own: the browser's shared one would keep every request's
 * answers, for every user, in the server.
 */
export function SignedInProviders({ children }: { children?: ReactNode }) {
  const [client] = useState(() => (import.meta.env.SSR ? createQueryClient() : queryClient));
  return (
    <QueryClientProvider client={client}>
      <SnackbarProvider>{children ?? <Outlet />}</SnackbarProvider>
    </QueryClientProvider>
  );
}
