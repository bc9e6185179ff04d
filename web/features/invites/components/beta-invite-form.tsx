import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { HUMAN_VERIFICATION_ACTION_BETA } from '../../../../common/constants';
import { messages } from '../../../../common/messages';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LightTextField } from '../../../components/form/light-text-field';
import { lazyValue } from '../../../lib/lazy-value';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { useHumanVerification } from '../../human-verification/human-verification-provider';
import { requestBetaInvite } from '../api';

const validation = lazyValue(() => import('./beta-invite-validation').then((m) => m.checkBetaInvite));

/**
 * Spec section 4, "Beta form": idle, submitting (field and button disabled), then the thank-you
 * (`onSent`) or an error alert with the form kept. Nothing is sent without a valid address, nor
 * before human verification has produced its token.
 */
export function BetaInviteForm({ onSent }: { onSent: () => void }) {
  const { getToken } = useHumanVerification();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useCheckedForm({ email: '' }, validation);

  const onValid = async ({ email }: { email: string }) => {
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

  const alertMessage = form.rootError ?? serverError;

  return (
    <Box component="form" method="post" noValidate onFocus={form.preload} onSubmit={form.handleSubmit(onValid, () => setServerError(null))}>
      <LightTextField
        {...form.textField('email')}
        label="Email"
        type="email"
        autoComplete="email"
        required
        helperText={form.errors.email}
      />
      {alertMessage && (
        <ErrorAlert sx={{ mt: 2 }}>
          {alertMessage}
        </ErrorAlert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={form.submitting} sx={{ mt: 3 }}>
        Request Beta Invite
      </Button>
    </Box>
  );
}
