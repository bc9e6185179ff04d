import { useState } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form } from 'react-router';
import { HUMAN_VERIFICATION_ACTION_BETA } from '../../../common/constants';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useSchemaCheck } from '../../lib/use-schema-check';
import { useHumanVerification } from '../../features/human-verification/human-verification-provider';
import { fieldProps } from '../../components/form/field-props';
import { FormField } from '../../components/form/form-field';

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
      <FormField
        key={fields.email.key}
        {...fieldProps(fields.email)}
        label="Email"
        type="email"
        autoComplete="email"
        required
        disabled={send.pending}
      />
      {alertMessage && (
        <ErrorAlert sx={{ mt: 2 }}>
          {alertMessage}
        </ErrorAlert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={send.pending} sx={{ mt: 3 }}>
        Request Beta Invite
      </Button>
    </Box>
  );
}
