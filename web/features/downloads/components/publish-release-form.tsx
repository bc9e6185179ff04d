import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { messages } from '../../../../common/messages';
import { publishReleaseBodySchema, type PublishReleaseBody } from '../../../../common/schemas/downloads';
import { usePublishRelease } from '../api';

/** An employee publishes a new desktop release: its version and download address. */
export function PublishReleaseForm() {
  const publish = usePublishRelease();
  const { enqueueSnackbar } = useSnackbar();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<PublishReleaseBody>({
    resolver: zodResolver(publishReleaseBodySchema),
    defaultValues: { version: '', url: '' },
  });
  const busy = formState.isSubmitting || publish.isPending;

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    const result = await publish.mutateAsync(body);
    if (result.ok) {
      reset();
      enqueueSnackbar(messages.releasePublished, { variant: 'success' });
      return;
    }
    for (const [field, message] of Object.entries(result.data.fields ?? {})) {
      if (field === 'version' || field === 'url') setError(field, { message });
    }
    setServerError(result.data.error);
  });

  return (
    <Card component="section" aria-labelledby="publish-release-heading" sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="publish-release-heading" variant="h6" component="h2">
          {messages.releasesPublishHeading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
          {messages.releasesPublishHelp}
        </Typography>
        <Stack component="form" method="post" noValidate spacing={2} onSubmit={onSubmit}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <TextField
            label={messages.releaseVersionLabel}
            placeholder="1.2.3"
            disabled={busy}
            error={Boolean(formState.errors.version)}
            helperText={formState.errors.version?.message}
            {...register('version')}
          />
          <TextField
            label={messages.releaseUrlLabel}
            placeholder="https://"
            type="url"
            disabled={busy}
            error={Boolean(formState.errors.url)}
            helperText={formState.errors.url?.message}
            {...register('url')}
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {messages.releasePublishButton}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
