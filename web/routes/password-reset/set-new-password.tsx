import { useEffect, useRef, type ReactNode } from 'react';
import { getFormProps, useForm } from '@conform-to/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Form, Link as RouterLink, useActionData } from 'react-router';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useSchemaCheck } from '../../lib/use-schema-check';
import type { ResetAnswer } from './reset-request-form';
import { fieldProps } from '../../components/form/field-props';
import { FormField } from '../../components/form/form-field';

const requestNewLink = (
  <Link component={RouterLink} to="/password-reset" variant="body2">
    Request a new reset link
  </Link>
);

/** An alert that takes the focus when it appears, so screen readers announce the outcome. */
function FocusedAlert({ severity, children }: { severity: 'success' | 'error'; children: ReactNode }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <Alert ref={alert} tabIndex={-1} severity={severity} sx={{ mt: 2, outline: 'none' }}>
      {children}
    </Alert>
  );
}

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
  const alertMessage = form.errors?.[0];
  return (
    <Box component={Form} method="post" {...getFormProps(form)} {...check.formProps}>
      <FormField
        key={fields.password.key}
        {...fieldProps(fields.password)}
        label="Create New Password"
        type="password"
        autoComplete="new-password"
        required
        disabled={send.pending}
      />
      <FormField
        key={fields.password2.key}
        {...fieldProps(fields.password2)}
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        disabled={send.pending}
      />
      {alertMessage && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {alertMessage}
        </Alert>
      )}
      {answer?.code === 'invalid_reset_token' && <Box sx={{ mt: 2 }}>{requestNewLink}</Box>}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={send.pending} sx={{ mt: 3 }}>
        Set Password
      </Button>
    </Box>
  );
}
