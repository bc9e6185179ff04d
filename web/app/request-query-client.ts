import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The data cache of a page drawn on the server (web/prerender.tsx): one per request, never the
 * browser's shared one, which would keep every request's queries, for every user, in the server.
 */
export const RequestQueryClient = createContext<QueryClient | null>(null);
