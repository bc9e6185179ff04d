import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../../common/messages';
import type { NewPasswordForm } from '../../../../common/schemas/password-reset';
import { OutlinedTextField } from '../../../components/form/outlined-text-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { resetPassword, verifyResetToken } from '../api';

const validation = lazyResolver(() => import('./password-reset-resolvers').then((m) => m.newPasswordResolver));

type TokenCheck = { status: 'checking' } | { status: 'valid' } | { status: 'invalid'; error: string };

/** A spinner only when the check is slow: a quick answer shows nothing in between, as the spec has it. */
function SlowCheckIndicator() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 600);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 3, minHeight: 88 }}>
      {visible && <CircularProgress aria-label="Checking your reset link" />}
    </Box>
  );
}

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
 * Spec section 4, "Set new password": checking the token (nothing shown), then an error alert for
 * a link that is not good, or the form; from the form, submitting (inputs disabled), then the
 * success alert with its Log In link, or an error alert.
 */
export function SetNewPassword({ token }: { token: string }) {
  const [check, setCheck] = useState<TokenCheck>({ status: 'checking' });
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<{ error: string; tokenGone: boolean } | null>(null);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({ resolver: validation.resolver, defaultValues: { password: '', password2: '' } });

  useEffect(() => {
    let current = true;
    setCheck({ status: 'checking' });
    // The form's validation is needed right after: fetch it alongside the check.
    void validation.preload().catch(() => {});
    void verifyResetToken(token).then((result) => {
      if (!current) return;
      setCheck(result.ok ? { status: 'valid' } : { status: 'invalid', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [token]);

  if (check.status === 'checking') return <SlowCheckIndicator />;
  if (check.status === 'invalid') {
    return (
      <>
        <FocusedAlert severity="error">{check.error}</FocusedAlert>
        <Box sx={{ mt: 3, textAlign: 'center' }}>{requestNewLink}</Box>
      </>
    );
  }
  if (done) {
    return (
      <FocusedAlert severity="success">
        {messages.resetDone}{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Log In
        </Link>
      </FocusedAlert>
    );
  }

  const onValid = async (values: NewPasswordForm) => {
    setServerError(null);
    const result = await resetPassword({ token, ...values });
    if (result.ok) setDone(true);
    else setServerError({ error: result.error, tokenGone: result.code === 'invalid_reset_token' });
  };

  const alertMessage = errors.root?.message ?? serverError?.error;

  return (
    <Box component="form" method="post" noValidate onSubmit={handleSubmit(onValid, () => setServerError(null))}>
      <Controller
        name="password"
        control={control}
        render={({ field: { ref, ...field } }) => (
          <OutlinedTextField
            {...field}
            inputRef={ref}
            label="Create New Password"
            type="password"
            autoComplete="new-password"
            required
            disabled={isSubmitting}
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
          />
        )}
      />
      <Controller
        name="password2"
        control={control}
        render={({ field: { ref, ...field } }) => (
          <OutlinedTextField
            {...field}
            inputRef={ref}
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            required
            disabled={isSubmitting}
            error={Boolean(errors.password2)}
            helperText={errors.password2?.message}
          />
        )}
      />
      {alertMessage && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {alertMessage}
        </Alert>
      )}
      {serverError?.tokenGone && <Box sx={{ mt: 2 }}>{requestNewLink}</Box>}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 3 }}>
        Set Password
      </Button>
    </Box>
  );
}
