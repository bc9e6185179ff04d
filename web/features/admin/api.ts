import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../common/messages';
import type {
  AdminInvite,
  AdminInvitesResponse,
  AdminUserResponse,
  AdminUsersResponse,
  FeaturesResponse,
  SendInviteResponse,
} from '../../../common/schemas/admin';
import { apiData, ApiError, apiRequest } from '../../lib/api-client';
import { outcome } from '../../lib/api-outcome';

/** The internal admin area's calls (spec section 7, calls 20-23). */

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const adminUsersQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: ['admin', 'users', { page, q }],
    queryFn: async () => (await apiData<AdminUsersResponse>(`/api/admin/users${query({ page: page > 1 ? page : undefined, q })}`)),
    placeholderData: keepPreviousData,
  });

/** Call 21: a page of users, optionally only those whose e-mail contains `q`. */
export const useAdminUsers = (page: number, q: string) => useQuery(adminUsersQuery(page, q));

/** Call 20. */
export const useAdminUser = (userId: string) =>
  useQuery({
    queryKey: ['admin', 'user', userId],
    queryFn: async () => (await apiData<AdminUserResponse>(`/api/admin/user/${encodeURIComponent(userId)}`)).user,
    // A user that does not exist stays missing; retrying only delays saying so.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** What this deployment has switched on (GET /api/admin/features). */
export const useAdminFeatures = () =>
  useQuery({ queryKey: ['admin', 'features'], queryFn: async () => (await apiData<FeaturesResponse>('/api/admin/features')).features });

const invitesKey = ['admin', 'invites'] as const;

/** Call 22: a page of beta invite requests. */
export const useAdminInvites = (page: number) =>
  useQuery({
    queryKey: [...invitesKey, { page }],
    queryFn: async () => (await apiData<AdminInvitesResponse>(`/api/admin/invites${query({ page: page > 1 ? page : undefined })}`)),
    placeholderData: keepPreviousData,
  });

/**
 * Call 23 with the whole invite record, as the spec has it (the server reads only its `_id`).
 * Every page of the list reloads afterwards.
 */
export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invite: AdminInvite) => {
      const result = outcome(await apiRequest<SendInviteResponse>('/api/admin/invite', { invite }), messages.unknownError);
      if (!result.ok) throw new Error(result.error);
      return result.data.invite;
    },
    // Also after a refusal: someone else may have sent it meanwhile, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesKey }),
  });
}
