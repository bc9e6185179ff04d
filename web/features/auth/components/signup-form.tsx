import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { SignupBody } from '../../../../common/schemas/user';
import { OutlinedTextField } from '../../../components/form/outlined-text-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { publicConfig } from '../../../lib/public-config';
import { useHumanVerification } from '../../human-verification/human-verification-provider';
import { useSession } from '../session-provider';
import { InviteLinkNote } from '../../invites/components/invite-link-note';
import { useInviteLink } from '../../invites/use-invite-link';
import type { SignupValues } from './auth-resolvers';

const validation = lazyResolver(() => import('./auth-resolvers').then((m) => m.signupResolver));

/** Spec section 2 "Sign up", states of section 4, the ordered rules of section 5. */
export function SignupForm() {
  const { signUp } = useSession();
  const { getToken } = useHumanVerification();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const termsErrorId = useId();
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignupBody, unknown, SignupValues>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '', password2: '', terms: false, marketing: true },
  });
  // A beta invite link is /signup?invite={token}: it prefills the invited address (unless one was
  // typed already), and signing up through it marks the invite used.
  const inviteLink = useInviteLink((email) => {
    if (!getValues('email')) setValue('email', email);
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

  return (
    <Box
      component="form"
      noValidate
      onFocus={() => void validation.preload().catch(() => {})}
      onSubmit={handleSubmit(onValid, () => setServerError(null))}
    >
      <InviteLinkNote state={inviteLink.state} />
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
      <Controller
        name="password"
        control={control}
        render={({ field: { ref, ...field } }) => (
          <OutlinedTextField
            {...field}
            inputRef={ref}
            label="Password"
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
            label="Retype Password"
            type="password"
            autoComplete="new-password"
            required
            disabled={isSubmitting}
            error={Boolean(errors.password2)}
            helperText={errors.password2?.message}
          />
        )}
      />
      <Controller
        name="terms"
        control={control}
        render={({ field: { ref, value, onChange, ...field } }) => (
          <FormControl required error={Boolean(errors.terms)} sx={{ display: 'flex', mt: 1 }}>
            <FormControlLabel
              control={
                <Checkbox
                  {...field}
                  checked={value}
                  onChange={(event) => onChange(event.target.checked)}
                  disabled={isSubmitting}
                  slotProps={{
                    input: { ref, required: true, 'aria-describedby': errors.terms ? termsErrorId : undefined },
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
            {errors.terms && <FormHelperText id={termsErrorId} sx={{ mt: 0 }}>{errors.terms.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Controller
        name="marketing"
        control={control}
        render={({ field: { ref, value, onChange, ...field } }) => (
          <FormControlLabel
            sx={{ display: 'flex' }}
            control={
              <Checkbox
                {...field}
                checked={Boolean(value)}
                onChange={(event) => onChange(event.target.checked)}
                disabled={isSubmitting}
                slotProps={{ input: { ref } }}
              />
            }
            label="Send me updates and special offers"
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}>
        Create Account
      </Button>
      {(errors.root?.message ?? serverError) && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errors.root?.message ?? serverError}
        </Alert>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          Already have an account? Log in
        </Link>
      </Typography>
    </Box>
  );
}
