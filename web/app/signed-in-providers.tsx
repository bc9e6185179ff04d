import { useContext } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';
import { RequestQueryClient } from './request-query-client';
import { SnackbarProvider } from './snackbar-provider';

/**
 * The data cache and toasts serve the signed-in areas only. Providing them here, in a lazily
 * loaded route, keeps TanStack Query and notistack out of what / and /login download.
 */
export function SignedInProviders() {
  const client = useContext(RequestQueryClient) ?? queryClient;
  return (
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <Outlet />
      </SnackbarProvider>
    </QueryClientProvider>
  );
}
