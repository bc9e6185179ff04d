import { useState } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import Box from '@mui/material/Box';
import { Form } from 'react-router';
import { HUMAN_VERIFICATION_ACTION_BETA } from '../../../common/constants';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useSchemaCheck } from '../../lib/use-schema-check';
import { useHumanVerification } from '../../features/human-verification/human-verification-provider';
import { ConformField } from '../../components/form/conform-field';
import { FormSubmit } from '../../components/form/form-submit';

/** What the page's action (web/routes/beta-invite/route.server.ts) answers. */
export type BetaInviteAnswer = SubmissionResult<string[]> & { sent?: boolean };

/**
 * Spec section 4, "Beta form": idle, submitting (field and button disabled), then the thank-you
 * (the page shows it on the action's answer) or an error alert with the form kept. A real form
 * post to the page's action; with the app started, nothing is sent without a valid address, nor
 * before human verification has produced its token ('Failed human verification').
 */
export function BetaInviteForm({ answer }: { answer: BetaInviteAnswer | undefined }) {
  const [refused, setRefused] = useState<string | null>(null);
  const { getToken } = useHumanVerification();
  const send = useFormSubmit({ getToken: () => getToken(HUMAN_VERIFICATION_ACTION_BETA), required: true, onRefused: setRefused });
  const check = useSchemaCheck(() => import('../../../common/schemas/invites').then((m) => m.betaInviteRequestBodySchema));
  const [form, fields] = useForm({
    lastResult: answer,
    ...check.options,
    onSubmit: (event, context) => {
      setRefused(null);
      send.onSubmit(event, context);
    },
  });

  const alertMessage = refused ?? form.errors?.[0];
  return (
    <Box component={Form} method="post" {...getFormProps(form)} {...check.formProps}>
      <ConformField field={fields.email} label="Email" kind="email" required disabled={send.pending} />
      <FormSubmit label="Request Beta Invite" error={alertMessage} disabled={send.pending} />
    </Box>
  );
}
