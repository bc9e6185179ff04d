import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import { deleteAccountFormSchema } from '../../../common/schemas/profile';
import { ConformField } from '../../components/form/conform-field';
import { useSettingsForm } from './settings-form';

/**
 * Settings, Delete Account (docs/decisions/038): what goes, the password typed again, and a button
 * in the error colour. A refusal (a wrong password, billing out of reach) is said in the card and
 * nothing is deleted; once done the action sends the whole document to the home page.
 */
export function DeleteAccountCard({ email }: { email: string }) {
  const settings = useSettingsForm('delete-account');
  const { answer } = settings;
  const [form, fields] = useForm({
    lastResult: answer,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountFormSchema }),
    onSubmit: settings.onSubmit,
  });
  const error = settings.pending ? null : form.errors?.[0];

  return (
    <Card component="section" aria-labelledby="delete-account-heading" sx={{ borderTop: 3, borderColor: 'error.main' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="delete-account-heading" variant="h6" component="h2">
          {messages.deleteAccountTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          {messages.deleteAccountIntro}
        </Typography>
        <Box component={settings.fetcher.Form} method="post" action={settings.action} {...getFormProps(form)} sx={{ maxWidth: 420 }}>
          {/* Whose password this is, for password managers; not posted. */}
          <input type="text" autoComplete="username" value={email} readOnly hidden />
          <ConformField field={fields.password} label={messages.deleteAccountPasswordLabel} kind="currentPassword" required disabled={settings.pending} />
          {error && error !== fields.password.errors?.[0] && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          <Button type="submit" variant="contained" color="error" disabled={settings.pending} sx={{ mt: 2 }}>
            {messages.deleteAccountButton}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
