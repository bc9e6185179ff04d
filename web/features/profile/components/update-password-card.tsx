import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import type { PasswordForm } from '../../../../common/schemas/profile';
import { OutlinedTextField } from '../../../components/form/outlined-text-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { changePassword } from '../api';

const validation = lazyResolver(() => import('./profile-resolvers').then((m) => m.passwordResolver));

type Feedback = { severity: 'success' | 'error'; text: string } | null;

/** What the action answers the form the browser posted itself (web/features/profile/password.server.ts). */
export interface PasswordAnswer {
  severity: 'success' | 'error';
  text?: string;
  fields?: Partial<Record<keyof PasswordForm, string>>;
}
const empty: PasswordForm = { current: '', password: '', password2: '' };
const fields = [
  { name: 'current', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'password2', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

/**
 * Spec section 2, "Profile / Settings": the Update Password card. The server ends every other
 * session of the user; this one stays signed in.
 */
export function UpdatePasswordCard({ userId, email, posted }: { userId: string; email: string; posted?: PasswordAnswer }) {
  const [feedback, setFeedback] = useState<Feedback>(posted?.text ? { severity: posted.severity, text: posted.text } : null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: validation.resolver,
    defaultValues: empty,
    // The field messages of a form the browser posted itself, before the app started.
    errors: posted?.fields
      ? Object.fromEntries(Object.entries(posted.fields).map(([name, message]) => [name, { type: 'server', message }]))
      : undefined,
  });

  const onValid = async (values: PasswordForm) => {
    setFeedback(null);
    const result = await changePassword({ ...values, _id: userId });
    if (!result.ok) {
      setFeedback({ severity: 'error', text: result.error });
      return;
    }
    reset(empty);
    setFeedback({ severity: 'success', text: result.data.message });
  };

  return (
    <Card component="section" aria-labelledby="update-password-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="update-password-heading" variant="h6" component="h2">
          Update Password
        </Typography>
        {/* A real form post to the page's action until the app has started. */}
        <Box component="form" method="post" noValidate onFocus={() => void validation.preload().catch(() => {})} onSubmit={handleSubmit(onValid, () => setFeedback(null))}>
          {/* Whose password this is, for password managers and the assistive tools built on them. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <input type="hidden" name="intent" value="password" />
          {fields.map(({ name, label, autoComplete }) => (
            <Controller
              key={name}
              name={name}
              control={control}
              render={({ field: { ref, ...field } }) => (
                <OutlinedTextField
                  {...field}
                  inputRef={ref}
                  label={label}
                  type="password"
                  autoComplete={autoComplete}
                  required
                  disabled={isSubmitting}
                  error={Boolean(errors[name])}
                  helperText={errors[name]?.message}
                />
              )}
            />
          ))}
          {feedback && (
            <Alert severity={feedback.severity} sx={{ mt: 2 }}>
              {feedback.text}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 3 }}>
            Update Password
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
