/**
 * A shot excluded or counted again by hand (decision 010) as a page action's intent: Shot data's
 * analysis and a range session's page post `intent=override`, `shotId` and `action` (exclude,
 * restore-by-hand, clear) through a fetcher, or as a real form post without JavaScript. The rules
 * of PUT and DELETE /api/stats/shots/:shotId/override: signed in, Pro, the user's own shot; the
 * answer through the API's response schema. The route's loaders are read again after it by the
 * framework, so every figure the override moves follows.
 */
import { data } from 'react-router';
import { z } from 'zod';
import { messages } from '../../../common/messages';
import { shotOverrideParamsSchema, shotOverrideResponseSchema } from '../../../common/schemas/analysis';
import { AppError } from '../../../server/errors';
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as analysis from '../../../server/modules/analysis/service';
import type { WebLoadContext } from '../../load-context.server';
import { OVERRIDE_ACTIONS, OVERRIDE_INTENT, type OverrideResult } from './override';

const overrideFormSchema = z.object({
  intent: z.literal(OVERRIDE_INTENT, { error: messages.invalidRequest }),
  shotId: shotOverrideParamsSchema.shape.shotId,
  action: z.enum(OVERRIDE_ACTIONS, { error: messages.invalidRequest }),
});

const refused = (error: string, status: number) => data<OverrideResult>({ ok: false, error }, { status });

/** The page's refusal when the user may not use the analysis (signed out, or without Pro), as the API's `access: 'pro'`; null when they may. */
export function proRefusal(context: WebLoadContext) {
  if (!context.userRow) return refused(messages.notSignedIn, 401);
  if (!isProUser(context.userRow)) return refused(messages.proRequired, 403);
  return null;
}

export async function overrideAction(context: WebLoadContext, form: FormData) {
  const refusal = proRefusal(context);
  if (refusal) return refusal;
  const parsed = overrideFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? messages.invalidRequest, 400);
  const { shotId, action } = parsed.data;
  const userId = context.userRow!.id;
  try {
    const answer = shotOverrideResponseSchema.parse(
      action === 'clear' ? await analysis.clearShotOverride(context.db, userId, shotId) : await analysis.overrideShot(context.db, userId, shotId, action === 'exclude'),
    );
    return data<OverrideResult>({ ok: true, action, ...answer });
  } catch (error) {
    if (error instanceof AppError) return refused(error.message, error.status);
    // Answered in place (a fetcher's thrown error would replace the page with the error page).
    context.log.error({ err: error }, 'a shot override could not be saved');
    return refused(messages.internalError, 500);
  }
}
