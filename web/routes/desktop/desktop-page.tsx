import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import QueryStats from '@mui/icons-material/QueryStats';
import Videocam from '@mui/icons-material/Videocam';
import { Link as RouterLink } from 'react-router';
import { MarketingHero } from '../../features/marketing/components/marketing-hero';
import { SimScreenIllustration } from '../../features/marketing/components/sim-screen-illustration';
import { publicConfig } from '../../lib/public-config';

function FeatureCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3.5 }}>
        <Box
          aria-hidden="true"
          sx={{ width: 52, height: 52, borderRadius: '50%', bgcolor: '#e3f0e4', color: 'primary.main', display: 'grid', placeItems: 'center', mb: 2 }}
        >
          {icon}
        </Box>
        <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Spec section 2, "Desktop page": the Windows app, Download Now, the beta note and three feature cards. */
export function DesktopPage() {
  const site = publicConfig.siteName;
  return (
    <>
      <MarketingHero
        title={`${site} for Windows`}
        text="A free golf simulator with swing video, shot data and remote control."
        actions={
          <Button component={RouterLink} to="/account/downloads" variant="contained" size="large" startIcon={<Download />} sx={{ px: 4, py: 1.5 }}>
            Download Now
          </Button>
        }
        illustration={<SimScreenIllustration />}
      />
      <Container maxWidth="lg" sx={{ mt: { xs: -3, md: -5 } }}>
        <Alert severity="info" sx={{ fontSize: '1rem' }}>
          {site} is in beta: new features and fixes arrive often, and your feedback shapes what comes next.{' '}
          <Link component={RouterLink} to="/beta-invite" sx={{ fontWeight: 600 }}>
            Request a beta invite
          </Link>
        </Alert>
      </Container>
      <Box component="section" aria-labelledby="desktop-features" sx={{ py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <Typography id="desktop-features" variant="h4" component="h2" sx={{ mb: { xs: 3, md: 4 } }}>
            Everything your simulator needs
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
            <FeatureCard icon={<PhoneIphone />} title="Remote Control">
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Use your phone or tablet as a sim control box with the free app for iOS and Android.
              </Typography>
              <Link component={RouterLink} to="/mobile" sx={{ fontWeight: 600 }}>
                Get the mobile app
              </Link>
            </FeatureCard>
            <FeatureCard icon={<Videocam />} title="Swing Video Replay">
              <Typography color="text.secondary">
                Every swing is captured and cut automatically from cameras up to 120fps, ready to replay in slow motion.
              </Typography>
            </FeatureCard>
            <FeatureCard icon={<QueryStats />} title="Shot Analysis">
              <Typography color="text.secondary">
                Review each shot by round or range session, and export your shot data to CSV.
              </Typography>
            </FeatureCard>
          </Box>
        </Container>
      </Box>
    </>
  );
}
