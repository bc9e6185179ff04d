import { useState } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Form, Link as RouterLink, useActionData } from 'react-router';
import { HUMAN_VERIFICATION_ACTION_BETA } from '../../../common/constants';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useSchemaCheck } from '../../lib/use-schema-check';
import { useHumanVerification } from '../../features/human-verification/human-verification-provider';
import { ConformField } from '../../components/form/conform-field';
import { FocusedAlert } from '../../components/form/focused-alert';
import { FormSubmit } from '../../components/form/form-submit';

/** What the page's actions answer (web/routes/password-reset/route.server.ts). */
export type ResetAnswer = SubmissionResult<string[]> & { code?: string; done?: string };

/**
 * Spec section 4, "Password reset request": idle, sending (field and button disabled), then the
 * success alert in place of the form, or an error alert with the form kept. A real form post to
 * the page's action; with the app started, checked with the same schema first and sent with a
 * human-verification token made under the action 'beta' (spec section 7, call 5).
 */
export function ResetRequestForm() {
  const answer = useActionData<ResetAnswer>();
  const [refused, setRefused] = useState<string | null>(null);
  const { getToken } = useHumanVerification();
  const send = useFormSubmit({ getToken: () => getToken(HUMAN_VERIFICATION_ACTION_BETA), required: true, onRefused: setRefused });
  const check = useSchemaCheck(() => import('../../../common/schemas/password-reset').then((m) => m.resetRequestBodySchema));
  const [form, fields] = useForm({
    lastResult: answer?.done ? undefined : answer,
    ...check.options,
    onSubmit: (event, context) => {
      setRefused(null);
      send.onSubmit(event, context);
    },
  });

  if (answer?.done) return <FocusedAlert severity="success">{answer.done}</FocusedAlert>;

  const alertMessage = refused ?? form.errors?.[0];
  return (
    <Box component={Form} method="post" {...getFormProps(form)} {...check.formProps}>
      <ConformField field={fields.email} label="Email" kind="email" required disabled={send.pending} />
      <FormSubmit label="Reset Password" error={alertMessage} disabled={send.pending} />
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login" variant="body2">
          Back to Log In
        </Link>
      </Box>
    </Box>
  );
}
