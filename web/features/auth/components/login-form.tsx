import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { SigninBody } from '../../../../common/schemas/user';
import { OutlinedTextField } from '../../../components/form/outlined-text-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useHumanVerification } from '../../human-verification/human-verification-provider';
import { useSession } from '../session-provider';
import { returnPath } from '../return-path';

const validation = lazyResolver(() => import('./auth-resolvers').then((m) => m.signinResolver));

/** Spec section 2 "Log in", states of section 4, messages of sections 5 and 8. */
export function LoginForm() {
  const { signIn } = useSession();
  const { getToken } = useHumanVerification();
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SigninBody>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });

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
  const alertMessage = errors.email?.message ?? errors.password?.message ?? errors.root?.message ?? serverError;

  return (
    <Box
      component="form"
      noValidate
      onFocus={() => void validation.preload().catch(() => {})}
      onSubmit={handleSubmit(onValid, () => setServerError(null))}
    >
      <Controller
        name="email"
        control={control}
        render={({ field: { ref, ...field } }) => (
          <OutlinedTextField
            {...field}
            inputRef={ref}
            label="Email"
            type="email"
            autoComplete="email"
            required
            disabled={isSubmitting}
            error={Boolean(errors.email)}
          />
        )}
      />
      <Controller
        name="password"
        control={control}
        render={({ field: { ref, ...field } }) => (
          <OutlinedTextField
            {...field}
            inputRef={ref}
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            disabled={isSubmitting}
            error={Boolean(errors.password)}
          />
        )}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
        <Link component={RouterLink} to="/password-reset" variant="body2">
          Forgot password?
        </Link>
      </Box>
      {alertMessage && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {alertMessage}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 3 }}>
        Login
      </Button>
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Don't have an account? Get started for free!
        </Typography>
        <Button component={RouterLink} to="/signup" variant="outlined" fullWidth disabled={isSubmitting}>
          Create Free Account
        </Button>
      </Box>
    </Box>
  );
}
