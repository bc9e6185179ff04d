import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { HUMAN_VERIFICATION_ACTION_BETA } from '../../../../common/constants';
import { messages } from '../../../../common/messages';
import { OutlinedTextField } from '../../../components/form/outlined-text-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useHumanVerification } from '../../human-verification/human-verification-provider';
import { requestPasswordReset } from '../api';

const validation = lazyResolver(() => import('./password-reset-resolvers').then((m) => m.resetRequestResolver));
type FormValues = { email: string };

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
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: validation.resolver, defaultValues: { email: '' } });

  if (sent) return <SentAlert />;

  const onValid = async ({ email }: FormValues) => {
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

  const alertMessage = errors.root?.message ?? serverError;

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
            helperText={errors.email?.message}
          />
        )}
      />
      {alertMessage && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {alertMessage}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 3 }}>
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
