import { z } from 'zod';
import { messages } from '../messages';
import { DISTANCE_UNITS, SPEED_UNITS } from '../units';

/**
 * The display units of an account: part of the current user, and the body of
 * PUT /api/user/preferences. Storage and the API's figures stay metric (PRODUCT.md).
 */
export const unitPreferencesSchema = z.strictObject({
  distanceUnit: z.enum(DISTANCE_UNITS, { error: messages.unknownDistanceUnit }),
  speedUnit: z.enum(SPEED_UNITS, { error: messages.unknownSpeedUnit }),
});
export type UnitPreferencesBody = z.infer<typeof unitPreferencesSchema>;
