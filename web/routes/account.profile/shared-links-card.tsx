import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import GolfCourse from '@mui/icons-material/GolfCourse';
import { useSnackbar } from 'notistack';
import { messages } from '../../../common/messages';
import type { SharedReport } from '../../../common/schemas/sharing';
import { fillMessage } from '../../../common/stats-format';
import { copyText } from '../../features/admin/copy-text';
import { RevokeForm } from './revoke';
import { RevocableListCard, RevocableRow, type RevocableRowProps } from './revocable-list-card';
import { LinkClip } from './link-clip';
import { formatDateTime } from '../../../common/format';
import { useDisplayTimeZone } from '../../lib/moments';
import { describeReport } from '../../features/sharing/describe';

function LinkRow({ row: report, divided, action, onRevoke }: RevocableRowProps<SharedReport> & { divided: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useDisplayTimeZone();
  const what = describeReport(report, timeZone);
  const copy = async () => {
    if (!report.url) return;
    if (await copyText(report.url)) enqueueSnackbar(messages.shareCopied, { variant: 'success' });
    else enqueueSnackbar(fillMessage(messages.shareCopyFailed, { link: report.url }), { variant: 'error' });
  };
  return (
    <RevocableRow
      divided={divided}
      breakpoint="md"
      icon={report.kind === 'round' ? GolfCourse : InsertChartOutlined}
      actions={
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
      }
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{what}</Typography>
      <Typography variant="body2" color="text.secondary">
        {fillMessage(messages.sharedCreated, {
          date: formatDateTime(report.createdAt, timeZone),
        })}{' '}
        ·{' '}
        {fillMessage(messages.sharedExpires, {
          date: formatDateTime(report.expiresAt, timeZone),
        })}
      </Typography>
      {report.clip && <LinkClip id={report._id} clip={report.clip} />}
      {report.url ? (
        <Link
          href={report.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            maxWidth: '100%',
          }}
        >
          {report.url}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {messages.sharedLinkNotShowable}
        </Typography>
      )}
    </RevocableRow>
  );
}

/**
 * Settings, "Shared links": the account's working links to scorecards and statistics, as
 * the page's loader read them, each with Copy and Revoke (web/routes/account.profile/revoke.tsx);
 * a revoked link stops working at once.
 */
export function SharedLinksCard({ reports }: { reports: SharedReport[] | null }) {
  const timeZone = useDisplayTimeZone();
  return (
    <RevocableListCard
      which="links"
      id="shared-links-heading"
      heading={messages.sharedLinksHeading}
      intro={messages.sharedLinksIntro}
      rows={reports}
      loadFailed={messages.sharedLinksLoadFailed}
      empty={<Typography sx={{ py: 2 }}>{messages.sharedLinksEmpty}</Typography>}
      Row={LinkRow}
      dialog={{
        titleId: 'revoke-link-title',
        textId: 'revoke-link-text',
        title: messages.sharedLinkRevokeTitle,
        text: (report) =>
          fillMessage(messages.sharedLinkRevokeConfirm, {
            what: report ? describeReport(report, timeZone) : '',
          }),
        cancel: messages.shareCancel,
        confirm: messages.sharedLinkRevoke,
      }}
    />
  );
}
