/**
 * A shot excluded or counted again by hand (decision 010) as a page action's intent: Shot data's
 * analysis and a range session's page post `intent=override`, `shotId` and `action` (exclude,
 * restore-by-hand, clear) through a fetcher, or as a real form post without JavaScript. The rules
 * of PUT and DELETE /api/stats/shots/:shotId/override (the analysis module's `overrideShot`:
 * Pro, the user's own shot, the API's response schema). The route's loaders are read again after it by the
 * framework, so every figure the override moves follows.
 */
import { data } from 'react-router';
import { z } from 'zod';
import { messages } from '../../../common/messages';
import { AppError, badRequest } from '../../../server/errors';
import * as analysis from '../../../server/modules/analysis/queries';
import type { WebLoadContext } from '../../load-context.server';
import { OVERRIDE_ACTIONS, OVERRIDE_INTENT, type OverrideResult } from './override';

const overrideFormSchema = z.object({
  intent: z.literal(OVERRIDE_INTENT, { error: messages.invalidRequest }),
  shotId: z.string({ error: messages.invalidRequest }),
  action: z.enum(OVERRIDE_ACTIONS, { error: messages.invalidRequest }),
});

const refused = (error: string, status: number) => data<OverrideResult>({ ok: false, error }, { status });

/** A write of the analysis module for the signed-in user: its refusal (Pro, the shot's owner) as the answer, a failure of the server's logged. */
export async function analysisWrite<T>(context: WebLoadContext, what: string, write: (user: NonNullable<WebLoadContext['userRow']>) => Promise<T>) {
  if (!context.userRow) return refused(messages.notSignedIn, 401);
  try {
    return await write(context.userRow);
  } catch (error) {
    if (error instanceof AppError) return refused(error.message, error.status);
    // Answered in place (a fetcher's thrown error would replace the page with the error page).
    context.log.error({ err: error }, `${what} could not be saved`);
    return refused(messages.internalError, 500);
  }
}

export async function overrideAction(context: WebLoadContext, form: FormData) {
  return analysisWrite(context, 'a shot override', async (user) => {
    const parsed = overrideFormSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.invalidRequest);
    const { shotId, action } = parsed.data;
    const answer = await analysis.overrideShot(context.db, user, shotId, action === 'clear' ? null : action === 'exclude');
    return data<OverrideResult>({ ok: true, action, ...answer });
  });
}
