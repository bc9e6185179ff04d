import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../common/messages';
import type { DevicesResponse, PasswordBody, ProfileBody } from '../../../common/schemas/profile';
import type { userResponseSchema } from '../../../common/schemas/user';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { outcome } from '../../lib/api-outcome';

type UserResponse = z.infer<typeof userResponseSchema>;

/** Spec section 7, call 10: 'An unknown error occurred' when it fails without a reason. */
export const saveProfile = async (body: ProfileBody) =>
  outcome(await apiRequest<UserResponse>('/api/user/profile', body), messages.unknownError);

/** Call 11, handled the same way. */
export const changePassword = async (body: PasswordBody) =>
  outcome(await apiRequest<{ message: string }>('/api/user/password', body), messages.unknownError);

export const devicesQuery = queryOptions({
  queryKey: ['profile', 'devices'],
  queryFn: async () => {
    const result = await apiRequest<DevicesResponse>('/api/user/devices');
    if (!result.ok) throw new Error(result.data.error);
    return result.data.devices;
  },
});

/** The desktop apps signed in to the account (Settings, Connected Devices). */
export const useDevices = () => useQuery(devicesQuery);

export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deviceId: string) => {
      const result = outcome(await apiRequest<{ ok: true }>(`/api/user/devices/${encodeURIComponent(deviceId)}/revoke`, {}), messages.unknownError);
      if (!result.ok) throw new Error(result.error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
  });
}
