/**
 * The shot view's loader: one shot of the account's with every number and its clips, through the
 * clips module's queries (the rules of the API's swing routes); `notFound` for an address that is
 * no shot of the account's, answered 404 by the route.
 */
import * as clips from '../../../server/modules/clips/queries';
import { readOrNotFound } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import type { ShotViewData } from './shot-view';

export async function shotViewData(context: WebLoadContext, shotId: string): Promise<ShotViewData | null> {
  const user = context.userRow;
  if (!user) return null;
  if (!/^[1-9]\d{0,15}$/.test(shotId)) return { shot: null, notFound: true };
  const shot = await readOrNotFound(context, 'shot', async () => (await clips.swingShots(context.db, user, [Number(shotId)]))[0]);
  if (shot === 'not found') return { shot: null, notFound: true };
  return { shot, notFound: false };
}
