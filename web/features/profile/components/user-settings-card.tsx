import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../../../common/messages';
import type { profileFormSchema } from '../../../../common/schemas/profile';
import type { CurrentUser } from '../../../../common/schemas/user';
import { OutlinedTextField } from '../../../components/form/outlined-text-field';
import { useSession } from '../../auth/session-provider';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { saveProfile } from '../api';

type FormInput = z.input<typeof profileFormSchema>;
type FormOutput = z.output<typeof profileFormSchema>;
type Feedback = { severity: 'success' | 'error'; text: string } | null;

const validation = lazyResolver<FormInput, FormOutput>(() => import('./profile-resolvers').then((m) => m.profileResolver));

/**
 * Spec section 2, "Profile / Settings": the User Settings card. Each save clears the previous
 * message and ends in a success or an error alert (section 4).
 */
export function UserSettingsCard({ user }: { user: CurrentUser }) {
  const { replaceUser } = useSession();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: validation.resolver,
    defaultValues: { name: user.name ?? '', email: user.email },
  });

  const onValid = async (values: FormOutput) => {
    setFeedback(null);
    const result = await saveProfile({ ...values, _id: user._id });
    if (!result.ok) {
      setFeedback({ severity: 'error', text: result.error });
      return;
    }
    replaceUser(result.data.user);
    reset({ name: result.data.user.name ?? '', email: result.data.user.email });
    setFeedback({ severity: 'success', text: messages.profileSaved });
  };

  return (
    <Card component="section" aria-labelledby="user-settings-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="user-settings-heading" variant="h6" component="h2">
          User Settings
        </Typography>
        <Box component="form" method="post" noValidate onFocus={() => void validation.preload().catch(() => {})} onSubmit={handleSubmit(onValid, () => setFeedback(null))}>
          <Controller
            name="name"
            control={control}
            render={({ field: { ref, value, ...field } }) => (
              <OutlinedTextField
                {...field}
                value={value ?? ''}
                inputRef={ref}
                label="Name"
                autoComplete="name"
                disabled={isSubmitting}
                error={Boolean(errors.name)}
                helperText={errors.name?.message}
              />
            )}
          />
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
          {feedback && (
            <Alert severity={feedback.severity} sx={{ mt: 2 }}>
              {feedback.text}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 3 }}>
            Save Changes
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
