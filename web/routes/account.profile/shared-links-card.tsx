import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import GolfCourse from '@mui/icons-material/GolfCourse';
import { useSnackbar } from 'notistack';
import { useRevalidator } from 'react-router';
import { messages } from '../../../common/messages';
import type { SharedReport } from '../../../common/schemas/sharing';
import { fillMessage } from '../../../common/stats-format';
import { copyText } from '../../features/admin/copy-text';
import { RevokeForm, RevokeOutcome, useRevoke } from './revoke';
import { LinkClip } from './link-clip';
import { formatDateTime } from '../../../common/format';
import { useDisplayTimeZone } from '../../lib/moments';
import { describeReport } from '../../features/sharing/describe';

function LinkRow({ report, divided, action, onRevoke }: { report: SharedReport; divided: boolean; action: string; onRevoke: (report: SharedReport) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useDisplayTimeZone();
  const what = describeReport(report, timeZone);
  const copy = async () => {
    if (!report.url) return;
    if (await copyText(report.url)) enqueueSnackbar(messages.shareCopied, { variant: 'success' });
    else enqueueSnackbar(fillMessage(messages.shareCopyFailed, { link: report.url }), { variant: 'error' });
  };
  const Icon = report.kind === 'round' ? GolfCourse : InsertChartOutlined;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', md: 'center' },
        gap: 2,
        py: 2,
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        borderTop: divided ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Icon color="action" aria-hidden="true" sx={{ mt: { xs: 0.5, md: 0 } }} />
      <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: 'calc(100% - 48px)', md: 'auto' } }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{what}</Typography>
        <Typography variant="body2" color="text.secondary">
          {fillMessage(messages.sharedCreated, { date: formatDateTime(report.createdAt, timeZone) })} ·{' '}
          {fillMessage(messages.sharedExpires, { date: formatDateTime(report.expiresAt, timeZone) })}
        </Typography>
        {report.clip && <LinkClip id={report._id} clip={report.clip} />}
        {report.url ? (
          <Link
            href={report.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' }}
          >
            {report.url}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {messages.sharedLinkNotShowable}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, ml: { xs: 5, md: 0 }, flexShrink: 0 }}>
        {report.url && (
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()} aria-label={`${messages.shareCopy}: ${what}`}>
            {messages.shareCopy}
          </Button>
        )}
        <RevokeForm action={action} id={report._id} onAsk={() => onRevoke(report)}>
          <Button type="submit" variant="outlined" color="error" aria-label={`${messages.sharedLinkRevoke}: ${what}`}>
            {messages.sharedLinkRevoke}
          </Button>
        </RevokeForm>
      </Box>
    </Box>
  );
}

/**
 * Settings, "Shared links": the account's working links to scorecards and statistics, as
 * the page's loader read them, each with Copy and Revoke (web/routes/account.profile/revoke.tsx);
 * a revoked link stops working at once.
 */
export function SharedLinksCard({ reports }: { reports: SharedReport[] | null }) {
  const revoke = useRevoke<SharedReport>('links');
  const { revalidate } = useRevalidator();
  const { confirming } = revoke;
  const timeZone = useDisplayTimeZone();

  return (
    <Card component="section" aria-labelledby="shared-links-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="shared-links-heading" variant="h6" component="h2">
          {messages.sharedLinksHeading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
          {messages.sharedLinksIntro}
        </Typography>
        <RevokeOutcome answer={revoke.answer} />
        {!reports && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void revalidate()}>
                Retry
              </Button>
            }
          >
            {messages.sharedLinksLoadFailed}
          </Alert>
        )}
        {reports?.length === 0 && <Typography sx={{ py: 2 }}>{messages.sharedLinksEmpty}</Typography>}
        {reports && reports.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {reports.map((report, index) => (
              <LinkRow key={report._id} report={report} divided={index > 0} action={revoke.action} onRevoke={revoke.ask} />
            ))}
          </Box>
        )}
      </CardContent>

      <Dialog open={confirming !== null} onClose={revoke.cancel} aria-labelledby="revoke-link-title" aria-describedby="revoke-link-text">
        <DialogTitle id="revoke-link-title">{messages.sharedLinkRevokeTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="revoke-link-text">
            {fillMessage(messages.sharedLinkRevokeConfirm, { what: confirming ? describeReport(confirming, timeZone) : '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={revoke.cancel} disabled={revoke.pending}>
            {messages.shareCancel}
          </Button>
          <Button onClick={revoke.confirm} color="error" variant="contained" disabled={revoke.pending}>
            {messages.sharedLinkRevoke}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
