import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Send from '@mui/icons-material/Send';
import { useSnackbar } from 'notistack';
import { messages } from '../../../../common/messages';
import type { AdminInvite } from '../../../../common/schemas/admin';
import { copyText } from '../copy-text';
import { AdminDate } from './admin-date';

/**
 * Spec section 2, Beta Invites: Email, Created, Sent, Used and the actions. Copy Invite Link is
 * always there; Send Invite only while the invite is neither sent nor used.
 */
export function InvitesTable({ invites, onSend }: { invites: AdminInvite[]; onSend: (invite: AdminInvite) => void }) {
  const { enqueueSnackbar } = useSnackbar();

  const copy = async (invite: AdminInvite) => {
    if (await copyText(invite.link)) enqueueSnackbar(messages.inviteLinkCopied, { variant: 'success' });
    else enqueueSnackbar(messages.inviteLinkCopyFailed.replace('{link}', invite.link), { variant: 'error' });
  };

  return (
    <TableContainer>
      <Table size="small" aria-label={messages.adminInvitesTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{messages.adminColumnEmail}</TableCell>
            <TableCell>{messages.adminColumnCreated}</TableCell>
            <TableCell>{messages.adminColumnSent}</TableCell>
            <TableCell>{messages.adminColumnUsed}</TableCell>
            <TableCell align="right">{messages.adminColumnActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invites.map((invite) => (
            <TableRow key={invite._id} hover>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{invite.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <AdminDate iso={invite.createdAt} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <AdminDate iso={invite.sentAt} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <AdminDate iso={invite.usedAt} />
              </TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<ContentCopy />}
                    onClick={() => void copy(invite)}
                    aria-label={`${messages.copyInviteLink} ${invite.email}`}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {messages.copyInviteLink}
                  </Button>
                  {!invite.sentAt && !invite.usedAt && (
                    <Button
                      size="small"
                      variant="contained"
                      startIcon={<Send />}
                      onClick={() => onSend(invite)}
                      aria-label={`${messages.sendInvite} ${invite.email}`}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {messages.sendInvite}
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
