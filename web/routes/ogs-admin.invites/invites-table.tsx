import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Send from '@mui/icons-material/Send';
import { useSnackbar } from 'notistack';
import { messages } from '../../../common/messages';
import type { AdminInvite } from '../../../common/schemas/admin';
import { IntentForm } from '../../components/form/intent-form';
import { copyText } from '../../features/admin/copy-text';
import { SEND_INVITE_INTENT } from '../../features/admin/send-invite-intent';
import { AdminDate } from '../../features/admin/components/admin-date';

interface Props {
  invites: AdminInvite[];
  /** Where Send Invite posts (the page's action), with or without JavaScript. */
  action: string;
  onSend: (invite: AdminInvite) => void;
}

function InviteActions({ invite, action, onSend, compact }: { invite: AdminInvite; action: string; onSend: Props['onSend']; compact: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    // No link to show when its sealed copy cannot be opened (docs/decisions/006): Send Invite makes a new one.
    if (invite.link === null) return void enqueueSnackbar(messages.inviteLinkNotShowable, { variant: 'info' });
    if (await copyText(invite.link)) enqueueSnackbar(messages.inviteLinkCopied, { variant: 'success' });
    else enqueueSnackbar(messages.inviteLinkCopyFailed.replace('{link}', invite.link), { variant: 'error' });
  };
  return (
    // On a phone the two buttons share the width, so they stay on one line.
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'nowrap', '& > .MuiButton-root': compact ? { flex: 1, px: 1 } : { px: 1.5 } }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ContentCopy />}
        onClick={() => void copy()}
        aria-label={`${messages.copyInviteLink} ${invite.email}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {messages.copyInviteLink}
      </Button>
      {!invite.sentAt && !invite.usedAt && (
        // Without JavaScript the button posts at once; with it, the dialog asks first.
        <IntentForm action={action} intent={SEND_INVITE_INTENT} id={invite._id} onAsk={() => onSend(invite)}>
          <Button
            type="submit"
            size="small"
            variant="contained"
            startIcon={<Send />}
            aria-label={`${messages.sendInvite} ${invite.email}`}
            sx={{ whiteSpace: 'nowrap', ...(compact ? { flex: 1, px: 1 } : { px: 1.5 }) }}
          >
            {messages.sendInvite}
          </Button>
        </IntentForm>
      )}
    </Stack>
  );
}

/**
 * Spec section 2, Beta Invites: Email, Created, Sent, Used and the actions. Copy Invite Link is
 * always there; Send Invite only while the invite is neither sent nor used. On a phone each
 * invite is one item of a list: the address, its dates, then the buttons.
 */
export function InvitesTable({ invites, action, onSend }: Props) {
  const dates = (invite: AdminInvite) =>
    (
      [
        [messages.adminColumnCreated, invite.createdAt],
        [messages.adminColumnSent, invite.sentAt],
        [messages.adminColumnUsed, invite.usedAt],
      ] as const
    ).filter(([, iso]) => iso);
  // Both are drawn and the screen's width (CSS) shows one, so that the server's page is right on a
  // phone before the app starts, and without JavaScript.
  return (
    <>
      <List disablePadding sx={{ display: { xs: 'block', sm: 'none' } }} aria-label={messages.adminInvitesTitle}>
        {invites.map((invite, index) => (
          <ListItem key={invite._id} divider={index < invites.length - 1} sx={{ display: 'block', py: 1.5 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invite.email}</Typography>
            <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, m: 0, mt: 0.5, mb: 1.25 }}>
              {dates(invite).map(([label, iso]) => (
                <Typography key={label} component="div" variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.5 }}>
                  <Box component="dt">{label}</Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    <AdminDate iso={iso} />
                  </Box>
                </Typography>
              ))}
            </Box>
            <InviteActions invite={invite} action={action} onSend={onSend} compact />
          </ListItem>
        ))}
      </List>
      <TableContainer sx={{ display: { xs: 'none', sm: 'block' } }}>
      {/* Narrower cell padding: five columns and two buttons share the width beside the sidebar. */}
      <Table size="small" aria-label={messages.adminInvitesTitle} sx={{ '& .MuiTableCell-root': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{messages.adminColumnEmail}</TableCell>
            <TableCell>{messages.adminColumnCreated}</TableCell>
            <TableCell>{messages.adminColumnSent}</TableCell>
            <TableCell>{messages.adminColumnUsed}</TableCell>
            <TableCell>{messages.adminColumnActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invites.map((invite) => (
            <TableRow key={invite._id} hover>
              <TableCell sx={{ overflowWrap: 'break-word' }}>{invite.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <AdminDate iso={invite.createdAt} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <AdminDate iso={invite.sentAt} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <AdminDate iso={invite.usedAt} />
              </TableCell>
              {/* Copy Invite Link first and in one line, so it sits in the same place on every row. */}
              <TableCell sx={{ width: '1%' }}>
                <InviteActions invite={invite} action={action} onSend={onSend} compact={false} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </TableContainer>
    </>
  );
}
