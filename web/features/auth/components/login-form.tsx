import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useActionData, useLocation, useNavigate } from 'react-router';
import type { SigninBody } from '../../../../common/schemas/user';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LightTextField } from '../../../components/form/light-text-field';
import { lazyValue } from '../../../lib/lazy-value';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { useHumanVerification } from '../../human-verification/human-verification-provider';
import { useSession } from '../session-provider';
import { returnPath } from '../return-path';

/** What the log-in action answers a refused post with (web/features/auth/sign-in.server.ts): the message, and the e-mail as typed. */
export interface SignInRefusal {
  error: string;
  email: string;
}

const validation = lazyValue(() => import('./auth-validation').then((m) => m.checkSignin));

/** Spec section 2 "Log in", states of section 4, messages of sections 5 and 8. */
export function LoginForm() {
  const { signIn } = useSession();
  const { getToken } = useHumanVerification();
  const navigate = useNavigate();
  const location = useLocation();
  // What the server said to the form the browser posted itself, before the app started.
  const refused = useActionData<SignInRefusal>();
  const [serverError, setServerError] = useState<string | null>(refused?.error ?? null);
  const form = useCheckedForm({ email: refused?.email ?? '', password: '' }, validation);

  const onValid = async (body: SigninBody) => {
    setServerError(null);
    // Optional on sign-in: a blocked or slow verification script must not lock anyone out.
    const token = await getToken('login').catch(() => undefined);
    const result = await signIn({ ...body, token });
    if (result.ok) {
      void navigate(returnPath(location.state), { replace: true });
      return;
    }
    setServerError(result.data.error);
  };

  // Both schema messages are 'A username or password is required'; it is shown once, as an alert.
  const alertMessage = form.errors.email ?? form.errors.password ?? form.rootError ?? serverError;

  return (
    // A real form post to the page's action until the app has started (web/features/auth/sign-in.server.ts).
    <Box
      component="form"
      method="post"
      action="/login"
      noValidate
      onFocus={form.preload}
      onSubmit={form.handleSubmit(onValid, () => setServerError(null))}
    >
      <LightTextField {...form.textField('email')} label="Email" type="email" autoComplete="email" required />
      <LightTextField {...form.textField('password')} label="Password" type="password" autoComplete="current-password" required />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
        <Link component={RouterLink} to="/password-reset" variant="body2">
          Forgot password?
        </Link>
      </Box>
      {alertMessage && (
        <ErrorAlert sx={{ mt: 2 }}>
          {alertMessage}
        </ErrorAlert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={form.submitting} sx={{ mt: 3 }}>
        Login
      </Button>
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Don't have an account? Get started for free!
        </Typography>
        <Button component={RouterLink} to="/signup" variant="outlined" fullWidth disabled={form.submitting}>
          Create Free Account
        </Button>
      </Box>
    </Box>
  );
}
