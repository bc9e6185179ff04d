/**
 * The publish release form's action (admin area), with or without JavaScript: the same rules as
 * POST /api/admin/releases (server/modules/downloads/routes.ts): employees only (anyone else gets
 * the not-found answer), the shared schema, the release stored.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { messages } from '../../../common/messages';
import { publishReleaseBodySchemaFor } from '../../../common/schemas/downloads';
import { isEmployee } from '../../../server/modules/accounts/access';
import * as downloads from '../../../server/modules/downloads/queries';
import type { WebLoadContext } from '../../load-context.server';
import { invalid, refusal } from '../../lib/form-action.server';

export async function publishReleaseAction(context: WebLoadContext, form: FormData) {
  // Anyone but an employee gets the not-found answer, whatever the form.
  if (!isEmployee(context.userRow)) throw data(messages.notFound, { status: 404 });
  const submission = parseWithZod(form, { schema: publishReleaseBodySchemaFor({ allowHttp: context.config.env === 'development' }) });
  if (submission.status !== 'success') return invalid(submission);
  try {
    await downloads.publish(context.db, context.userRow, submission.value);
    return data({ ...submission.reply({ resetForm: true }), published: true as const });
  } catch (error) {
    return refusal(submission, error);
  }
}
