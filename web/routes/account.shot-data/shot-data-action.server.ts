/**
 * Shot data's action (with or without JavaScript): a shot excluded or counted again by hand
 * (`overrideAction`), and the remembered "Hide mishits" choice (`hideMishitsAction`). The framework
 * reads the page's loader again afterwards: the analysis shows the change.
 */
import { data } from 'react-router';
import { messages } from '../../../common/messages';
import type { WebLoadContext } from '../../load-context.server';
import { HIDE_MISHITS_INTENT } from '../../features/analysis/hide-mishits';
import { hideMishitsAction } from '../../features/analysis/hide-mishits.server';
import { OVERRIDE_INTENT } from '../../features/analysis/override';
import { overrideAction } from '../../features/analysis/override.server';

export async function shotDataAction(context: WebLoadContext, form: FormData) {
  const intent = form.get('intent');
  if (intent === OVERRIDE_INTENT) return overrideAction(context, form);
  if (intent === HIDE_MISHITS_INTENT) return hideMishitsAction(context, form);
  return data({ ok: false as const, error: messages.invalidRequest }, { status: 400 });
}
