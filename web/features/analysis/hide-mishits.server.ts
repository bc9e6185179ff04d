/**
 * The remembered "Hide mishits" choice as a page action's intent (Shot data and a session's page),
 * as PUT /api/stats/analysis/preferences saves it (Pro, the API's schema). The framework reads the
 * page's loaders again afterwards: its figures follow the choice.
 */
import { data } from 'react-router';
import { messages } from '../../../common/messages';
import { analysisPreferencesSchema } from '../../../common/schemas/analysis';
import { badRequest } from '../../../server/errors';
import * as analysis from '../../../server/modules/analysis/queries';
import type { WebLoadContext } from '../../load-context.server';
import type { HideMishitsResult } from './hide-mishits';
import { analysisWrite } from './override.server';

export async function hideMishitsAction(context: WebLoadContext, form: FormData) {
  const value = form.get('hideMishits');
  const parsed = analysisPreferencesSchema.safeParse({ hideMishits: value === 'true' ? true : value === 'false' ? false : value });
  return analysisWrite(context, 'the Hide mishits choice', async (user) => {
    if (!parsed.success) throw badRequest(messages.invalidRequest);
    return data<HideMishitsResult>({ ok: true, ...(await analysis.savePreferences(context.db, user, parsed.data.hideMishits)) });
  });
}
