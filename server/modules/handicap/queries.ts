import { handicapResponseSchema, type HandicapResponse } from '../../../common/schemas/handicap';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { assertPro } from '../accounts/access';
import { figures } from '../stats/figures-cache';
import * as service from './service';

/** Each player's Sim Handicap, a Pro figure, for the API's route and the pages alike: cached as the statistics are. */
export function handicaps(db: Database, user: SessionUser): Promise<HandicapResponse> {
  assertPro(user);
  return figures.get(user, ['handicap'], async () => handicapResponseSchema.parse(await service.handicaps(db, user.id)));
}
