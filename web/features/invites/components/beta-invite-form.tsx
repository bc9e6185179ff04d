import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Controller, useForm } from 'react-hook-form';
import { HUMAN_VERIFICATION_ACTION_BETA } from '../../../../common/constants';
import { messages } from '../../../../common/messages';
import { OutlinedTextField } from '../../../components/form/outlined-text-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useHumanVerification } from '../../human-verification/human-verification-provider';
import { requestBetaInvite } from '../api';

const validation = lazyResolver(() => import('./beta-invite-resolver').then((m) => m.betaInviteResolver));
type FormValues = { email: string };

/**
 * Spec section 4, "Beta form": idle, submitting (field and button disabled), then the thank-you
 * (`onSent`) or an error alert with the form kept. Nothing is sent without a valid address, nor
 * before human verification has produced its token.
 */
export function BetaInviteForm({ onSent }: { onSent: () => void }) {
  const { getToken } = useHumanVerification();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: validation.resolver, defaultValues: { email: '' } });

  const onValid = async ({ email }: FormValues) => {
    setServerError(null);
    let token: string | undefined;
    try {
      token = await getToken(HUMAN_VERIFICATION_ACTION_BETA);
    } catch {
      setServerError(messages.failedHumanVerification);
      return;
    }
    const result = await requestBetaInvite({ email, token });
    if (result.ok) onSent();
    else setServerError(result.data.error);
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
        Request Beta Invite
      </Button>
    </Box>
  );
}
