import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { passwordFormSchema } from '../../../common/schemas/profile';
import { ConformField } from '../../components/form/conform-field';
import { useSettingsForm } from './settings-form';

const PASSWORD_FIELDS = [
  { name: 'current', label: 'Current Password', kind: 'currentPassword' },
  { name: 'password', label: 'New Password', kind: 'newPassword' },
  { name: 'password2', label: 'Confirm New Password', kind: 'newPassword' },
] as const;

/**
 * Spec section 2, "Profile / Settings": the Update Password card. The server ends every other
 * session of the user; this one stays signed in.
 */
export function UpdatePasswordCard({ email }: { email: string }) {
  const settings = useSettingsForm('password');
  const { answer } = settings;
  const [form, fields] = useForm({
    lastResult: answer,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordFormSchema }),
    onSubmit: settings.onSubmit,
  });
  const feedback = settings.pending ? null : answer?.done ? { severity: 'success' as const, text: answer.done } : form.errors?.[0] ? { severity: 'error' as const, text: form.errors[0] } : null;

  return (
    <Card component="section" aria-labelledby="update-password-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="update-password-heading" variant="h6" component="h2">
          Update Password
        </Typography>
        <Box component={settings.fetcher.Form} method="post" action={settings.action} {...getFormProps(form)}>
          {/* Whose password this is, for password managers and the assistive tools built on them; not posted. */}
          <input type="text" autoComplete="username" value={email} readOnly hidden />
          {PASSWORD_FIELDS.map(({ name, label, kind }) => (
            <ConformField key={name} field={fields[name]} label={label} kind={kind} required disabled={settings.pending} />
          ))}
          {feedback && (
            <Alert severity={feedback.severity} sx={{ mt: 2 }}>
              {feedback.text}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={settings.pending} sx={{ mt: 3 }}>
            Update Password
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
