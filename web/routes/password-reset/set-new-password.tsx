import { getFormProps, useForm } from '@conform-to/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Form, Link as RouterLink, useActionData } from 'react-router';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useSchemaCheck } from '../../lib/use-schema-check';
import type { ResetAnswer } from './reset-request-form';
import { ConformField } from '../../components/form/conform-field';
import { FocusedAlert } from '../../components/form/focused-alert';
import { FormSubmit } from '../../components/form/form-submit';

const requestNewLink = (
  <Link component={RouterLink} to="/password-reset" variant="body2">
    Request a new reset link
  </Link>
);

/**
 * Spec section 4, "Set new password": the link's token is checked by the page's loader (nothing is
 * shown before the answer), then an error alert for a link that is not good, or the form; from the
 * form, submitting (inputs disabled), then the success alert with its Log In link, or an error
 * alert. A real form post to the page's action; with the app started, checked with the same
 * schema first.
 */
export function SetNewPassword({ linkError }: { linkError: string | null }) {
  const answer = useActionData<ResetAnswer>();
  const send = useFormSubmit();
  const check = useSchemaCheck(() => import('../../../common/schemas/password-reset').then((m) => m.newPasswordFormSchema));
  const [form, fields] = useForm({
    lastResult: answer?.done ? undefined : answer,
    ...check.options,
    onSubmit: send.onSubmit,
  });

  if (answer?.done) {
    return (
      <FocusedAlert severity="success">
        {answer.done}{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Log In
        </Link>
      </FocusedAlert>
    );
  }

  // After the password is set, the loader finds the link used up: the outcome is what counts.
  if (linkError) {
    return (
      <>
        <FocusedAlert severity="error">{linkError}</FocusedAlert>
        <Box sx={{ mt: 3, textAlign: 'center' }}>{requestNewLink}</Box>
      </>
    );
  }
  return (
    <Box component={Form} method="post" {...getFormProps(form)} {...check.formProps}>
      <ConformField field={fields.password} label="Create New Password" kind="newPassword" required disabled={send.pending} />
      <ConformField field={fields.password2} label="Confirm New Password" kind="newPassword" required disabled={send.pending} />
      <FormSubmit label="Set Password" error={form.errors?.[0]} disabled={send.pending}>
        {answer?.code === 'invalid_reset_token' && <Box sx={{ mt: 2 }}>{requestNewLink}</Box>}
      </FormSubmit>
    </Box>
  );
}
