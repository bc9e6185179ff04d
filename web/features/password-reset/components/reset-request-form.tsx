import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { HUMAN_VERIFICATION_ACTION_BETA } from '../../../../common/constants';
import { messages } from '../../../../common/messages';
import { LightTextField } from '../../../components/form/light-text-field';
import { lazyValue } from '../../../lib/lazy-value';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { useHumanVerification } from '../../human-verification/human-verification-provider';
import { requestPasswordReset } from '../api';

const validation = lazyValue(() => import('./password-reset-resolvers').then((m) => m.checkResetRequest));

/** The success alert that replaces the form; it takes the focus so screen readers announce it. */
function SentAlert() {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <Alert ref={alert} tabIndex={-1} severity="success" sx={{ mt: 2, outline: 'none' }}>
      {messages.resetRequestSuccess}
    </Alert>
  );
}

/**
 * Spec section 4, "Password reset request": idle, sending (field and button disabled), then the
 * success alert in place of the form, or an error alert with the form kept. The request carries
 * a human-verification token made under the action 'beta' (spec section 7, call 5).
 */
export function ResetRequestForm() {
  const { getToken } = useHumanVerification();
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // Plain state, like the other prerendered forms: what was typed before the app started is kept.
  const form = useCheckedForm({ email: '' }, validation);

  if (sent) return <SentAlert />;

  const onValid = async ({ email }: { email: string }) => {
    setServerError(null);
    let token: string | undefined;
    try {
      token = await getToken(HUMAN_VERIFICATION_ACTION_BETA);
    } catch {
      setServerError(messages.failedHumanVerification);
      return;
    }
    const result = await requestPasswordReset({ email, token });
    if (result.ok) setSent(true);
    else setServerError(result.error);
  };

  const alertMessage = form.rootError ?? serverError;

  return (
    <Box
      component="form"
      method="post"
      noValidate
      onFocus={form.preload}
      onSubmit={form.handleSubmit(onValid, () => setServerError(null))}
    >
      <LightTextField {...form.textField('email')} label="Email" type="email" autoComplete="email" required helperText={form.errors.email} />
      {alertMessage && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {alertMessage}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={form.submitting} sx={{ mt: 3 }}>
        Reset Password
      </Button>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login" variant="body2">
          Back to Log In
        </Link>
      </Box>
    </Box>
  );
}
