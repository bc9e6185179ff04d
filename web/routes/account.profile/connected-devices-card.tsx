import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import type { Device } from '../../../common/schemas/profile';
import { formatDateTime } from '../../../common/format';
import { useDisplayTimeZone } from '../../lib/moments';
import { RevokeForm } from './revoke';
import { RevocableListCard, RevocableRow, type RevocableRowProps } from './revocable-list-card';

function DeviceRow({ row: device, divided, action, onRevoke }: RevocableRowProps<Device> & { divided: boolean }) {
  const timeZone = useDisplayTimeZone();
  return (
    <RevocableRow
      divided={divided}
      breakpoint="sm"
      icon={DesktopWindowsOutlined}
      actions={
        <RevokeForm action={action} id={device._id} onAsk={() => onRevoke(device)}>
          <Button type="submit" variant="outlined" color="error" aria-label={`Revoke ${device.name}`} sx={{ ml: { xs: 5, sm: 0 }, flexShrink: 0 }}>
            Revoke
          </Button>
        </RevokeForm>
      }
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{device.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        Connected {formatDateTime(device.createdAt, timeZone)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Last used {device.lastUsedAt ? formatDateTime(device.lastUsedAt, timeZone) : 'never'}
      </Typography>
    </RevocableRow>
  );
}

/**
 * Settings, "Connected Devices" (PRODUCT.md): the desktop apps signed in with a device token, as
 * the page's loader read them, each with a Revoke button (revoke.tsx); a revoked app is signed
 * out on its next request.
 */
export function ConnectedDevicesCard({ devices }: { devices: Device[] | null }) {
  return (
    <RevocableListCard
      which="devices"
      id="devices-heading"
      heading="Connected Devices"
      intro={messages.devicesIntro}
      rows={devices}
      loadFailed={messages.devicesLoadFailed}
      empty={
        <Box sx={{ py: 2 }} data-testid="devices-empty">
          <Typography>{messages.devicesEmpty}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {messages.devicesHowToConnect}
          </Typography>
          <Link component={RouterLink} to="/account/downloads" sx={{ display: 'inline-block', mt: 1 }}>
            {messages.devicesGoToDownloads}
          </Link>
        </Box>
      }
      Row={DeviceRow}
      dialog={{
        titleId: 'revoke-title',
        title: 'Revoke device',
        text: (device) => messages.deviceRevokeConfirm.replace('{name}', device?.name ?? ''),
        cancel: 'Cancel',
        confirm: 'Revoke',
      }}
    />
  );
}
