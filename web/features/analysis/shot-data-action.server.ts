/**
 * Shot data's action (with or without JavaScript): a shot excluded or counted again by hand
 * (`overrideAction`), and the remembered "Hide mishits" choice, as PUT
 * /api/stats/analysis/preferences saves it (Pro, the API's schema). The framework reads the page's
 * loader again afterwards: the analysis shows the change.
 */
import { data } from 'react-router';
import { messages } from '../../../common/messages';
import { analysisPreferencesSchema } from '../../../common/schemas/analysis';
import * as analysis from '../../../server/modules/analysis/service';
import type { WebLoadContext } from '../../load-context.server';
import { HIDE_MISHITS_INTENT, type HideMishitsResult } from './hide-mishits';
import { OVERRIDE_INTENT } from './override';
import { overrideAction, proRefusal } from './override.server';

async function hideMishitsAction(context: WebLoadContext, form: FormData) {
  const refusal = proRefusal(context);
  if (refusal) return refusal;
  const value = form.get('hideMishits');
  const parsed = analysisPreferencesSchema.safeParse({ hideMishits: value === 'true' ? true : value === 'false' ? false : value });
  if (!parsed.success) return data<HideMishitsResult>({ ok: false, error: messages.invalidRequest }, { status: 400 });
  const saved = analysisPreferencesSchema.parse(await analysis.savePreferences(context.db, context.userRow!.id, parsed.data.hideMishits));
  return data<HideMishitsResult>({ ok: true, ...saved });
}

export async function shotDataAction(context: WebLoadContext, form: FormData) {
  const intent = form.get('intent');
  if (intent === OVERRIDE_INTENT) return overrideAction(context, form);
  if (intent === HIDE_MISHITS_INTENT) return hideMishitsAction(context, form);
  return data({ ok: false as const, error: messages.invalidRequest }, { status: 400 });
}
