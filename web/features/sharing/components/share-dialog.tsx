import { useId, useState } from 'react';
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
import {
  DEFAULT_SHARE_EXPIRY_DAYS,
  SHARE_EXPIRY_DAYS,
  type CreateShareBody,
  type SharedReport,
  type ShareExpiryDays,
} from '../../../../common/schemas/sharing';
import { formatDateTime, useDisplayTimeZone } from '../../../lib/moments';
import { fillMessage } from '../../../../common/stats-format';
import { copyText } from '../../admin/copy-text';
import { useCreateShare } from '../api';
import { formatDay, lastThirtyDays, playerLabel } from '../describe';
import type { ShareTarget } from './share-button';

/** The Share button's dialog (share-button.tsx), fetched on the button's first use. */
export function ShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const id = useId();
  const create = useCreateShare();
  const { enqueueSnackbar } = useSnackbar();
  const defaults = lastThirtyDays();
  const [from, setFrom] = useState(target.kind === 'stats' ? (target.from ?? defaults.from) : '');
  const [to, setTo] = useState(target.kind === 'stats' ? (target.to ?? defaults.to) : '');
  const [expiresInDays, setExpiresInDays] = useState<ShareExpiryDays>(DEFAULT_SHARE_EXPIRY_DAYS);
  const [report, setReport] = useState<SharedReport | null>(null);
  const timeZone = useDisplayTimeZone();

  const body: CreateShareBody =
    target.kind === 'round'
      ? { kind: 'round', roundId: target.roundId, expiresInDays }
      : { kind: 'stats', player: target.player, from, to, expiresInDays };
  const rangeInvalid = target.kind === 'stats' && (!from || !to || from > to);

  const submit = () => {
    if (rangeInvalid || create.isPending) return;
    create.mutate(body, { onSuccess: setReport });
  };

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
    <Dialog open onClose={() => !create.isPending && onClose()} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
          {text}
        </DialogContentText>
        {target.kind === 'stats' && !report && (
          <Box
            component="form"
            method="post"
            id={`${id}-form`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', pt: 1 }}
          >
            <TextField
              label={messages.shareDateFrom}
              type="date"
              size="small"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
              sx={{ flex: '1 1 160px' }}
            />
            <TextField
              label={messages.shareDateTo}
              type="date"
              size="small"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              error={Boolean(from && to && from > to)}
              helperText={from && to && from > to ? messages.shareRangeReversed : undefined}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
              sx={{ flex: '1 1 160px' }}
            />
          </Box>
        )}
        {!report && (
          <TextField
            select
            label={messages.shareExpiryLabel}
            size="small"
            value={expiresInDays}
            onChange={(event) => setExpiresInDays(Number(event.target.value) as ShareExpiryDays)}
            disabled={create.isPending}
            sx={{ mt: 2, minWidth: 200 }}
          >
            {SHARE_EXPIRY_DAYS.map((days) => (
              <MenuItem key={days} value={days}>
                {days === 365 ? messages.shareExpiryYear : fillMessage(messages.shareExpiryOption, { days: String(days) })}
              </MenuItem>
            ))}
          </TextField>
        )}
        {create.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {create.error.message}
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
            <Button onClick={onClose} disabled={create.isPending}>
              {messages.shareCancel}
            </Button>
            <Button
              variant="contained"
              autoFocus={target.kind === 'round'}
              disabled={create.isPending || rangeInvalid}
              {...(target.kind === 'stats' ? { type: 'submit' as const, form: `${id}-form` } : { onClick: submit })}
            >
              {messages.shareCreate}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
