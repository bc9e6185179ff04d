import { useId, useState } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useFetcher } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useSnackbar } from 'notistack';
import { messages } from '../../../../common/messages';
import { createShareBodySchema, DEFAULT_SHARE_EXPIRY_DAYS, SHARE_EXPIRY_DAYS, type SharedReport } from '../../../../common/schemas/sharing';
import { formatDateTime } from '../../../../common/format';
import { useDisplayTimeZone } from '../../../lib/moments';
import { fillMessage } from '../../../../common/stats-format';
import { copyText } from '../../admin/copy-text';
import { useClipChoices } from '../clip-choices';
import { formatDay, lastThirtyDays, playerLabel } from '../describe';
import type { ShareTarget } from './share-button';

/** What the action (web/routes/account.profile/share.server.ts) answers: the form's result, and the new link. */
type ShareAnswer = SubmissionResult<string[]> & { report?: SharedReport };

/** Where the dialog's form is posted: the profile route's action, beside Settings' list of links. */
const SHARE_ACTION = '/account/profile?form=share';

interface DayFieldProps {
  field: { id: string; name: string; initialValue?: string };
  label: string;
  disabled: boolean;
  invalid: boolean;
  helperText: string | undefined;
  /** The earliest and latest day the field takes. */
  bounds: { min?: string; max?: string };
}

/** One of the shared period's two days, a date field of the dialog's form. */
function DayField({ field, label, disabled, invalid, helperText, bounds }: DayFieldProps) {
  return (
    <TextField
      id={field.id}
      name={field.name}
      label={label}
      type="date"
      size="small"
      defaultValue={field.initialValue}
      disabled={disabled}
      error={invalid}
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds }}
      sx={{ flex: '1 1 160px' }}
    />
  );
}

/**
 * The Share button's dialog (share-button.tsx), fetched on the button's first use. A Conform form
 * checked with the shared schema, then posted to the page's action through a fetcher (the page
 * and its address stay); the answer's link is shown with a Copy button. Settings' list is its
 * loader's, read whenever Settings is opened.
 */
export function ShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const id = useId();
  const fetcher = useFetcher<ShareAnswer>();
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useDisplayTimeZone();
  const [defaults] = useState(() => {
    const days = lastThirtyDays();
    return target.kind === 'stats' ? { from: target.from ?? days.from, to: target.to ?? days.to } : { from: '', to: '' };
  });
  const [form, fields] = useForm({
    lastResult: fetcher.data,
    defaultValue: { ...defaults, expiresInDays: String(DEFAULT_SHARE_EXPIRY_DAYS), clipId: '' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createShareBodySchema }),
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      void fetcher.submit(formData, { method: 'post', action: SHARE_ACTION });
    },
  });
  const pending = fetcher.state !== 'idle';
  const report = fetcher.data?.report ?? null;

  // The days as they are typed: the dialog's sentence and the other field's bound follow them.
  const from = fields.from.value ?? '';
  const to = fields.to.value ?? '';
  const rangeInvalid = target.kind === 'stats' && (!from || !to || from > to);
  const clips = useClipChoices(target, from, to, timeZone);
  const toError = from && to && from > to ? messages.shareRangeReversed : fields.to.errors?.[0];

  const copy = async () => {
    if (!report?.url) return;
    if (await copyText(report.url)) enqueueSnackbar(messages.shareCopied, { variant: 'success' });
    else enqueueSnackbar(fillMessage(messages.shareCopyFailed, { link: report.url }), { variant: 'error' });
  };

  const title = target.kind === 'round' ? messages.shareRoundDialogTitle : messages.shareStatsDialogTitle;
  const text =
    target.kind === 'round'
      ? messages.shareRoundDialogText
      : fillMessage(messages.shareStatsDialogText, {
          player: playerLabel(target.player),
          from: from ? formatDay(from) : '…',
          to: to ? formatDay(to) : '…',
        });

  return (
    <Dialog open onClose={() => !pending && onClose()} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
          {text}
        </DialogContentText>
        {!report && (
          <Box component="form" method="post" action={SHARE_ACTION} {...getFormProps(form)}>
            <input type="hidden" name="kind" value={target.kind} />
            {target.kind === 'round' ? (
              <input type="hidden" name="roundId" value={target.roundId} />
            ) : (
              <input type="hidden" name="player" value={target.player} />
            )}
            {target.kind === 'stats' && (
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', pt: 1 }}>
                <DayField
                  key={fields.from.key}
                  field={fields.from}
                  label={messages.shareDateFrom}
                  disabled={pending}
                  invalid={Boolean(fields.from.errors)}
                  helperText={fields.from.errors?.[0]}
                  bounds={{ max: to || undefined }}
                />
                <DayField
                  key={fields.to.key}
                  field={fields.to}
                  label={messages.shareDateTo}
                  disabled={pending}
                  invalid={Boolean(toError)}
                  helperText={toError}
                  bounds={{ min: from || undefined }}
                />
              </Box>
            )}
            <TextField
              key={fields.expiresInDays.key}
              select
              name={fields.expiresInDays.name}
              label={messages.shareExpiryLabel}
              size="small"
              defaultValue={fields.expiresInDays.initialValue}
              disabled={pending}
              sx={{ mt: 2, minWidth: 200 }}
            >
              {SHARE_EXPIRY_DAYS.map((days) => (
                <MenuItem key={days} value={String(days)}>
                  {days === 365 ? messages.shareExpiryYear : fillMessage(messages.shareExpiryOption, { days: String(days) })}
                </MenuItem>
              ))}
            </TextField>
            {clips.length > 0 && (
              <TextField
                key={fields.clipId.key}
                select
                name={fields.clipId.name}
                label={messages.shareClipLabel}
                size="small"
                fullWidth
                defaultValue={fields.clipId.initialValue ?? ''}
                disabled={pending}
                error={Boolean(fields.clipId.errors)}
                helperText={fields.clipId.errors?.[0] ?? messages.shareClipHelp}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ mt: 2 }}
              >
                <MenuItem value="">{messages.shareClipNone}</MenuItem>
                {clips.map((clip) => (
                  <MenuItem key={clip.id} value={clip.id}>
                    {clip.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Box>
        )}
        {!report && (form.errors?.[0] ?? fields.expiresInDays.errors?.[0]) && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {form.errors?.[0] ?? fields.expiresInDays.errors?.[0]}
          </Alert>
        )}
        {report && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <TextField
              label={messages.shareLinkLabel}
              value={report.url ?? ''}
              helperText={fillMessage(messages.sharedExpires, { date: formatDateTime(report.expiresAt, timeZone) })}
              size="small"
              fullWidth
              autoFocus
              onFocus={(event) => event.target.select()}
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
            />
            <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()} sx={{ flexShrink: 0, height: 40 }}>
              {messages.shareCopy}
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {report ? (
          <Button onClick={onClose}>{messages.shareClose}</Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={pending}>
              {messages.shareCancel}
            </Button>
            <Button
              variant="contained"
              autoFocus={target.kind === 'round'}
              disabled={pending || rangeInvalid}
              type="submit"
              form={form.id}
            >
              {messages.shareCreate}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
