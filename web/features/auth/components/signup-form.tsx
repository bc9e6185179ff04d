import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LightTextField } from '../../../components/form/light-text-field';
import { lazyValue } from '../../../lib/lazy-value';
import { publicConfig } from '../../../lib/public-config';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { useHumanVerification } from '../../human-verification/human-verification-provider';
import { useSession } from '../session-provider';
import { InviteLinkNote } from '../../invites/components/invite-link-note';
import { useInviteLink } from '../../invites/use-invite-link';
import type { SignupValues } from './auth-validation';

const validation = lazyValue(() => import('./auth-validation').then((m) => m.checkSignup));

/** Spec section 2 "Sign up", states of section 4, the ordered rules of section 5. */
export function SignupForm() {
  const { signUp } = useSession();
  const { getToken } = useHumanVerification();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const termsErrorId = useId();
  const form = useCheckedForm({ email: '', password: '', password2: '', terms: false, marketing: true }, validation);
  const { errors } = form;
  // A beta invite link is /signup?invite={token}: it prefills the invited address (unless one was
  // typed already), and signing up through it marks the invite used.
  const inviteLink = useInviteLink((email) => {
    if (!form.getValue('email')) form.setValue('email', email);
  });
  const invite = inviteLink.invite;

  const onValid = async (body: SignupValues) => {
    setServerError(null);
    // Optional on sign-up, as on sign-in: a blocked verification script must not stop a sign-up.
    const token = await getToken('signup').catch(() => undefined);
    const result = await signUp({ ...body, token, ...(invite && { invite }) });
    if (result.ok) {
      void navigate('/account', { replace: true });
      return;
    }
    // Used up since the page opened: the note above the form says so, and the next try goes without it.
    if (result.data.code === 'invite_invalid') {
      inviteLink.markInvalid();
      return;
    }
    setServerError(result.data.error);
  };

  const { inputRef: termsRef, ...terms } = form.checkbox('terms');
  const { inputRef: marketingRef, ...marketing } = form.checkbox('marketing');
  const alertMessage = form.rootError ?? serverError;

  return (
    <Box component="form" method="post" noValidate onFocus={form.preload} onSubmit={form.handleSubmit(onValid, () => setServerError(null))}>
      <InviteLinkNote state={inviteLink.state} />
      <LightTextField
        {...form.textField('email')}
        label="Email"
        type="email"
        autoComplete="email"
        required
        helperText={errors.email}
      />
      <LightTextField
        {...form.textField('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        helperText={errors.password}
      />
      <LightTextField
        {...form.textField('password2')}
        label="Retype Password"
        type="password"
        autoComplete="new-password"
        required
        helperText={errors.password2}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              {...terms}
              slotProps={{
                input: {
                  ref: termsRef,
                  required: true,
                  'aria-invalid': errors.terms ? 'true' : 'false',
                  'aria-describedby': errors.terms ? termsErrorId : undefined,
                },
              }}
            />
          }
          label={
            <>
              I agree to the{' '}
              <Link href={publicConfig.termsUrl} target="_blank" rel="noopener noreferrer">
                Terms of Service
              </Link>
            </>
          }
        />
        {errors.terms && (
          <Typography id={termsErrorId} variant="caption" sx={{ color: 'error.main', mx: '14px', mt: 0 }}>
            {errors.terms}
          </Typography>
        )}
      </Box>
      <FormControlLabel
        sx={{ display: 'flex' }}
        control={<Checkbox {...marketing} slotProps={{ input: { ref: marketingRef } }} />}
        label="Send me updates and special offers"
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={form.submitting} sx={{ mt: 2 }}>
        Create Account
      </Button>
      {alertMessage && (
        <ErrorAlert sx={{ mt: 2 }}>
          {alertMessage}
        </ErrorAlert>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          Already have an account? Log in
        </Link>
      </Typography>
    </Box>
  );
}
