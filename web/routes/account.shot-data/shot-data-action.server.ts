/**
 * Shot data's action (with or without JavaScript): a shot excluded or counted again by hand
 * (`overrideAction`), and the remembered "Hide mishits" choice, as PUT
 * /api/stats/analysis/preferences saves it (Pro, the API's schema). The framework reads the page's
 * loader again afterwards: the analysis shows the change.
 */
import { data } from 'react-router';
import { messages } from '../../../common/messages';
import { analysisPreferencesSchema } from '../../../common/schemas/analysis';
import { badRequest } from '../../../server/errors';
import * as analysis from '../../../server/modules/analysis/queries';
import type { WebLoadContext } from '../../load-context.server';
import { HIDE_MISHITS_INTENT, type HideMishitsResult } from '../../features/analysis/hide-mishits';
import { OVERRIDE_INTENT } from '../../features/analysis/override';
import { analysisWrite, overrideAction } from '../../features/analysis/override.server';

async function hideMishitsAction(context: WebLoadContext, form: FormData) {
  const value = form.get('hideMishits');
  const parsed = analysisPreferencesSchema.safeParse({ hideMishits: value === 'true' ? true : value === 'false' ? false : value });
  return analysisWrite(context, 'the Hide mishits choice', async (user) => {
    if (!parsed.success) throw badRequest(messages.invalidRequest);
    return data<HideMishitsResult>({ ok: true, ...(await analysis.savePreferences(context.db, user, parsed.data.hideMishits)) });
  });
}

export async function shotDataAction(context: WebLoadContext, form: FormData) {
  const intent = form.get('intent');
  if (intent === OVERRIDE_INTENT) return overrideAction(context, form);
  if (intent === HIDE_MISHITS_INTENT) return hideMishitsAction(context, form);
  return data({ ok: false as const, error: messages.invalidRequest }, { status: 400 });
}
