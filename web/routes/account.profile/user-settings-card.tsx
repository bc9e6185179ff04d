import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import { profileFormSchema } from '../../../common/schemas/profile';
import { fillMessage } from '../../../common/stats-format';
import type { CurrentUser } from '../../../common/schemas/user';
import { useSettingsForm } from './settings-form';
import { ConformField } from '../../components/form/conform-field';

/**
 * Spec section 2, "Profile / Settings": the User Settings card, with the current password a new
 * address needs and a word while the new address has not confirmed it (docs/decisions/038). Each save clears the previous
 * message and ends in a success or an error alert (section 4); the page's session reads the
 * changed user again after the action.
 */
export function UserSettingsCard({ user, pendingEmail }: { user: CurrentUser; pendingEmail: string | null }) {
  const settings = useSettingsForm('profile');
  const { answer } = settings;
  const [form, fields] = useForm({
    lastResult: answer,
    defaultValue: { name: user.name ?? '', email: user.email },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileFormSchema }),
    onSubmit: settings.onSubmit,
  });
  const feedback = settings.pending ? null : answer?.done ? { severity: 'success' as const, text: answer.done } : form.errors?.[0] && form.errors[0] !== fields.password.errors?.[0] ? { severity: 'error' as const, text: form.errors[0] } : null;

  return (
    <Card component="section" aria-labelledby="user-settings-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="user-settings-heading" variant="h6" component="h2">
          User Settings
        </Typography>
        <Box component={settings.fetcher.Form} method="post" action={settings.action} {...getFormProps(form)}>
          <ConformField field={fields.name} label="Name" kind="name" disabled={settings.pending} />
          <ConformField field={fields.email} label="Email" kind="email" required disabled={settings.pending} />
          <ConformField
            field={fields.password}
            label={messages.emailChangePasswordLabel}
            kind="currentPassword"
            helperText={fields.password.errors?.[0] ?? messages.emailChangePasswordHelp}
            disabled={settings.pending}
          />
          {pendingEmail && !answer?.done && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {fillMessage(messages.emailChangePending, { email: pendingEmail })}
            </Alert>
          )}
          {feedback && (
            <Alert severity={feedback.severity} sx={{ mt: 2 }}>
              {feedback.text}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={settings.pending} sx={{ mt: 3 }}>
            Save Changes
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
