import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../common/messages';
import type { DevicesResponse } from '../../../common/schemas/profile';
import { apiRequest } from '../../lib/api-client';
import { outcome } from '../../lib/api-outcome';

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
