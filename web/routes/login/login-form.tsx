import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Form, Link as RouterLink, useActionData, useLocation } from 'react-router';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useSchemaCheck } from '../../lib/use-schema-check';
import { useHumanVerification } from '../../features/human-verification/human-verification-provider';
import { returnPath } from '../../features/auth/return-path';
import { ConformField } from '../../components/form/conform-field';
import { FormSubmit } from '../../components/form/form-submit';

/**
 * Spec section 2 "Log in", states of section 4, messages of sections 5 and 8. A real form post to
 * the page's action (web/routes/login/sign-in.server.ts), which works without JavaScript; with
 * the app started, checked in the browser with the same schema first.
 */
export function LoginForm() {
  const location = useLocation();
  const answer = useActionData<SubmissionResult<string[]>>();
  const { getToken } = useHumanVerification();
  const send = useFormSubmit({ getToken: () => getToken('login') });
  const check = useSchemaCheck(() => import('../../../common/schemas/user').then((m) => m.signinFormSchema));
  const [form, fields] = useForm({
    lastResult: answer,
    ...check.options,
    onSubmit: (event, context) => send.onSubmit(event, context),
  });

  // Both schema messages are 'A username or password is required'; it is shown once, as an alert.
  const alertMessage = fields.email.errors?.[0] ?? fields.password.errors?.[0] ?? form.errors?.[0];
  const disabled = send.pending;

  return (
    <Box component={Form} method="post" {...getFormProps(form)} {...check.formProps}>
      <input type="hidden" name="from" value={returnPath(location.state, location.search)} />
      <ConformField field={fields.email} message={false} label="Email" kind="email" required disabled={disabled} />
      <ConformField field={fields.password} message={false} label="Password" kind="currentPassword" required disabled={disabled} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
        <Link component={RouterLink} to="/password-reset" variant="body2">
          Forgot password?
        </Link>
      </Box>
      <FormSubmit label="Login" error={alertMessage} disabled={disabled} />
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Don't have an account? Get started for free!
        </Typography>
        <Button component={RouterLink} to="/signup" variant="outlined" fullWidth disabled={disabled}>
          Create Free Account
        </Button>
      </Box>
    </Box>
  );
}
