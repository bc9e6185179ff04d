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
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import { Link as RouterLink, useRevalidator } from 'react-router';
import { messages } from '../../../common/messages';
import type { Device } from '../../../common/schemas/profile';
import { formatDateTime } from '../../../common/format';
import { useDisplayTimeZone } from '../../lib/moments';
import { RevokeForm, RevokeOutcome, useRevoke } from './revoke';

function DeviceRow({ device, divided, action, onRevoke }: { device: Device; divided: boolean; action: string; onRevoke: (device: Device) => void }) {
  const timeZone = useDisplayTimeZone();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        py: 2,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        borderTop: divided ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <DesktopWindowsOutlined color="action" aria-hidden="true" sx={{ mt: { xs: 0.5, sm: 0 } }} />
      <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: 'calc(100% - 48px)', sm: 'auto' } }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{device.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          Connected {formatDateTime(device.createdAt, timeZone)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Last used {device.lastUsedAt ? formatDateTime(device.lastUsedAt, timeZone) : 'never'}
        </Typography>
      </Box>
      <RevokeForm action={action} id={device._id} onAsk={() => onRevoke(device)}>
        <Button type="submit" variant="outlined" color="error" aria-label={`Revoke ${device.name}`} sx={{ ml: { xs: 5, sm: 0 }, flexShrink: 0 }}>
          Revoke
        </Button>
      </RevokeForm>
    </Box>
  );
}

/**
 * Settings, "Connected Devices" (PRODUCT.md): the desktop apps signed in with a device token, as
 * the page's loader read them, each with a Revoke button (revoke.tsx); a revoked app is signed
 * out on its next request.
 */
export function ConnectedDevicesCard({ devices }: { devices: Device[] | null }) {
  const revoke = useRevoke<Device>('devices');
  const { revalidate } = useRevalidator();
  const { confirming } = revoke;

  return (
    <Card component="section" aria-labelledby="devices-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="devices-heading" variant="h6" component="h2">
          Connected Devices
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
          {messages.devicesIntro}
        </Typography>
        <RevokeOutcome answer={revoke.answer} />
        {!devices && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void revalidate()}>
                Retry
              </Button>
            }
          >
            {messages.devicesLoadFailed}
          </Alert>
        )}
        {devices?.length === 0 && (
          <Box sx={{ py: 2 }} data-testid="devices-empty">
            <Typography>{messages.devicesEmpty}</Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {messages.devicesHowToConnect}
            </Typography>
            <Link component={RouterLink} to="/account/downloads" sx={{ display: 'inline-block', mt: 1 }}>
              {messages.devicesGoToDownloads}
            </Link>
          </Box>
        )}
        {devices && devices.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {devices.map((device, index) => (
              <DeviceRow key={device._id} device={device} divided={index > 0} action={revoke.action} onRevoke={revoke.ask} />
            ))}
          </Box>
        )}
      </CardContent>

      <Dialog open={confirming !== null} onClose={revoke.cancel} aria-labelledby="revoke-title">
        <DialogTitle id="revoke-title">Revoke device</DialogTitle>
        <DialogContent>
          <DialogContentText>{messages.deviceRevokeConfirm.replace('{name}', confirming?.name ?? '')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={revoke.cancel} disabled={revoke.pending}>
            Cancel
          </Button>
          <Button onClick={revoke.confirm} color="error" variant="contained" disabled={revoke.pending}>
            Revoke
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
