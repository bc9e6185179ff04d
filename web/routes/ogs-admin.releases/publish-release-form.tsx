import { useEffect } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useActionData, useFetcher } from 'react-router';
import { messages } from '../../../common/messages';
import { publishReleaseBodySchemaFor } from '../../../common/schemas/downloads';
import { fieldProps } from '../../components/form/field-props';

/** What the page's action answers (web/routes/ogs-admin.releases/publish-release.server.ts). */
type PublishAnswer = SubmissionResult<string[]> & { published?: true };

/**
 * An employee publishes a new desktop release: its version and download address, and optionally
 * its notes and the installer's size, which Downloads shows with it. A real form
 * post to the page's action; with the app started, checked with the same schema first and sent
 * through a fetcher, the page staying as it is while its loader reads the release shown again.
 */
export function PublishReleaseForm() {
  const fetcher = useFetcher<PublishAnswer>({ key: 'publish-release' });
  const posted = useActionData<PublishAnswer>();
  const answer = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';
  const { enqueueSnackbar } = useSnackbar();
  const [form, fields] = useForm({
    lastResult: answer,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // Plain http is the server's to refuse (it is taken in development): the browser checks the rest.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: publishReleaseBodySchemaFor({ allowHttp: true }) }),
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      void fetcher.submit(formData, { method: 'post' });
    },
  });

  const published = answer?.published;
  useEffect(() => {
    if (published) enqueueSnackbar(messages.releasePublished, { variant: 'success' });
  }, [published, enqueueSnackbar]);

  return (
    <Card component="section" aria-labelledby="publish-release-heading" sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="publish-release-heading" variant="h6" component="h2">
          {messages.releasesPublishHeading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
          {messages.releasesPublishHelp}
        </Typography>
        <Stack component={fetcher.Form} method="post" spacing={2} {...getFormProps(form)}>
          {form.errors?.[0] && <Alert severity="error">{form.errors[0]}</Alert>}
          <TextField
            key={fields.version.key}
            {...fieldProps(fields.version)}
            label={messages.releaseVersionLabel}
            placeholder="1.2.3"
            disabled={busy}
          />
          <TextField
            key={fields.url.key}
            {...fieldProps(fields.url)}
            label={messages.releaseUrlLabel}
            placeholder="https://"
            type="url"
            disabled={busy}
          />
          <TextField
            key={fields.sizeMb.key}
            {...fieldProps(fields.sizeMb)}
            label={messages.releaseSizeLabel}
            placeholder="84.2"
            inputMode="decimal"
            disabled={busy}
            sx={{ maxWidth: 240 }}
          />
          <TextField
            key={fields.notes.key}
            {...fieldProps(fields.notes)}
            label={messages.releaseNotesLabel}
            helperText={fields.notes.errors?.[0] ?? messages.releaseNotesHelp}
            multiline
            minRows={4}
            disabled={busy}
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {messages.releasePublishButton}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
