import { lazy, Suspense, useEffect } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Form, Link as RouterLink, useActionData } from 'react-router';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { publicConfig } from '../../lib/public-config';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useSchemaCheck } from '../../lib/use-schema-check';
import { useHumanVerification } from '../../features/human-verification/human-verification-provider';
import { useInviteLink } from './use-invite-link';
import { ConformField } from '../../components/form/conform-field';

/**
 * The note of an invite link shows only once the browser has looked the link up (never in the
 * server's HTML): its chunk, with MUI's Alert and the messages, is fetched then.
 */
const InviteLinkNote = lazy(() => import('./invite-link-note').then((m) => ({ default: m.InviteLinkNote })));

/** What the sign-up action (web/routes/signup/sign-up.server.ts) answers a refused form with. */
type SignupAnswer = SubmissionResult<string[]> & { code?: string };

/** Spec section 5: the rules are checked in this order and only the first one that fails is shown. */
const CHECK_ORDER = ['email', 'password', 'password2', 'terms'] as const;

/** The form's text fields; the checkboxes follow them. */
const TEXT_FIELDS = [
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'password', label: 'Password', kind: 'newPassword' },
  { name: 'password2', label: 'Retype Password', kind: 'newPassword' },
] as const;

/**
 * The message each field shows: the first failing rule in the spec's order only, and a password
 * error (too short, or not matching) on both password fields, as the spec asks. A password both
 * too short and not matching names each fault: too short under Password, not matching under
 * Retype Password.
 */
function shownErrors(errors: Partial<Record<(typeof CHECK_ORDER)[number], string[] | undefined>>): Partial<Record<(typeof CHECK_ORDER)[number], string>> {
  const first = CHECK_ORDER.find((name) => errors[name]?.length);
  if (!first) return {};
  const message = errors[first]![0];
  if (first === 'password') return { password: message, password2: errors.password2?.[0] ?? message };
  return first === 'password2' ? { password: message, password2: message } : { [first]: message };
}

/**
 * Spec section 2 "Sign up", states of section 4, the ordered rules of section 5. A real form post
 * to the page's action (it works without JavaScript); with the app started, checked in the
 * browser with the same schema first, then sent with the human-verification token.
 */
export function SignupForm() {
  const answer = useActionData<SignupAnswer>();
  const { getToken } = useHumanVerification();
  const send = useFormSubmit({ getToken: () => getToken('signup') });
  const check = useSchemaCheck(() => import('../../../common/schemas/user').then((m) => m.signupBodySchema));
  const [form, fields] = useForm({
    lastResult: answer,
    defaultValue: { marketing: 'on' },
    ...check.options,
    onSubmit: (event, context) => send.onSubmit(event, context),
  });
  // A beta invite link is /signup?invite={token}: it prefills the invited address (unless one was
  // typed already), and signing up through it marks the invite used.
  const inviteLink = useInviteLink((email) => {
    if (!form.value?.email) form.update({ name: fields.email.name, value: email });
  });
  // Used up since the page opened: the note above the form says so, and the next try goes without it.
  const inviteRefused = answer?.code === 'invite_invalid';
  const { markInvalid } = inviteLink;
  useEffect(() => {
    if (inviteRefused) markInvalid();
  }, [inviteRefused, markInvalid]);

  const errors = shownErrors({
    email: fields.email.errors,
    password: fields.password.errors,
    password2: fields.password2.errors,
    terms: fields.terms.errors,
  });
  const formError = inviteRefused ? undefined : form.errors?.[0];
  // The server names the field of its refusal too (an address already taken): said once, in the
  // alert under the form, the field marked.
  const fieldText = (name: keyof typeof errors) => (errors[name] === formError ? undefined : errors[name]);
  const disabled = send.pending;

  return (
    <Box component={Form} method="post" {...getFormProps(form)} {...check.formProps}>
      {(inviteLink.state === 'valid' || inviteLink.state === 'invalid') && (
        <Suspense fallback={null}>
          <InviteLinkNote state={inviteLink.state} />
        </Suspense>
      )}
      {inviteLink.invite && <input type="hidden" name="invite" value={inviteLink.invite} />}
      {TEXT_FIELDS.map(({ name, label, kind }) => (
        <ConformField key={name} field={fields[name]} label={label} kind={kind} required disabled={disabled} error={Boolean(errors[name])} helperText={fieldText(name)} />
      ))}
      <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              key={fields.terms.key}
              name={fields.terms.name}
              defaultChecked={fields.terms.initialValue === 'on'}
              disabled={disabled}
              slotProps={{
                input: {
                  id: fields.terms.id,
                  required: true,
                  'aria-invalid': errors.terms ? 'true' : 'false',
                  'aria-describedby': errors.terms ? fields.terms.errorId : undefined,
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
          <FormHelperText id={fields.terms.errorId} error sx={{ mx: '14px', mt: 0 }}>
            {errors.terms}
          </FormHelperText>
        )}
      </Box>
      <FormControlLabel
        sx={{ display: 'flex' }}
        control={
          <Checkbox
            key={fields.marketing.key}
            name={fields.marketing.name}
            defaultChecked={fields.marketing.initialValue === 'on'}
            disabled={disabled}
          />
        }
        label="Send me updates and special offers"
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={disabled} sx={{ mt: 2 }}>
        Create Account
      </Button>
      {formError && (
        <ErrorAlert sx={{ mt: 2 }}>
          {formError}
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
