import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../../features/auth/session-provider';
import { BackupCard } from './backup-card';
import { DeleteAccountCard } from './delete-account-card';
import { ConnectedDevicesCard } from './connected-devices-card';
import { UpdatePasswordCard } from './update-password-card';
import { UserSettingsCard } from './user-settings-card';
import { SharedLinksCard } from './shared-links-card';
import { UnitsCard } from './units-card';
import { ClipStorageCard } from './clip-storage-card';
import type { ClipStorageUse } from '../../../common/schemas/clips';
import type { Device } from '../../../common/schemas/profile';
import type { SharedReport } from '../../../common/schemas/sharing';

/** What the page's loader reads (web/routes/account.profile/route.server.ts); null where a read failed. */
export interface ProfilePageData {
  devices: Device[] | null;
  reports: SharedReport[] | null;
  /** What the swing clips take of the quota; undefined where the card is not shown (Free without clips). */
  clipStorage?: ClipStorageUse | null;
  /** The address waiting for its confirmation link to be followed, if any. */
  pendingEmail?: string | null;
}

/** Spec section 2, "Profile / Settings" (/account/profile), with the connected desktop apps (PRODUCT.md). */
export function ProfilePage({ data }: { data: ProfilePageData }) {
  const { user } = useSession();
  // The route guard renders this page only for a signed-in user.
  if (!user) return null;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Settings
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <UserSettingsCard key={user._id} user={user} pendingEmail={data.pendingEmail ?? null} />
        <UpdatePasswordCard email={user.email} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <UnitsCard key={user._id} preferences={user.preferences} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <ConnectedDevicesCard devices={data.devices} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SharedLinksCard reports={data.reports} />
        </Box>
        {data.clipStorage !== undefined && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ClipStorageCard storage={data.clipStorage} />
          </Box>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <BackupCard clipStorage={data.clipStorage} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <DeleteAccountCard email={user.email} />
        </Box>
      </Box>
    </Box>
  );
}
