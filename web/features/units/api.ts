import type { z } from 'zod';
import { messages } from '../../../common/messages';
import type { UnitPreferencesBody } from '../../../common/schemas/preferences';
import type { userResponseSchema } from '../../../common/schemas/user';
import { apiRequest } from '../../lib/api-client';
import { outcome } from '../../lib/api-outcome';

type UserResponse = z.infer<typeof userResponseSchema>;

/** Saves the display units; the answer is the current user with them (docs/decisions/011). */
export const saveUnits = async (body: UnitPreferencesBody) =>
  outcome(await apiRequest<UserResponse>('/api/user/preferences', body), messages.unitsSaveFailed);
