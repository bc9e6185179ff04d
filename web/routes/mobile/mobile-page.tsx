import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Android from '@mui/icons-material/Android';
import Apple from '@mui/icons-material/Apple';
import { MarketingHero } from '../../features/marketing/components/marketing-hero';
import { PhoneControlIllustration } from '../../features/marketing/components/phone-control-illustration';
import { publicConfig } from '../../lib/public-config';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Spec section 2, "Mobile page": the store links, the desktop-app note, beta access and contact. */
export function MobilePage() {
  const site = publicConfig.siteName;
  return (
    <>
      <MarketingHero
        title={`${site} Mobile`}
        text="Use your phone or tablet as a sim control box: pick a club, aim, take a mulligan or move to the next hole without leaving the hitting mat."
        actions={
          <>
            <Button component="a" href={publicConfig.appStoreUrl} {...external} variant="contained" size="large" startIcon={<Apple />}>
              Download on the App Store
            </Button>
            <Button component="a" href={publicConfig.playStoreUrl} {...external} variant="contained" size="large" startIcon={<Android />}>
              Get it on Google Play
            </Button>
          </>
        }
        illustration={<PhoneControlIllustration width={280} />}
      />
      <Box component="section" aria-labelledby="mobile-before-you-start" sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.paper' }}>
        <Container maxWidth="md">
          <Typography id="mobile-before-you-start" variant="h4" component="h2" sx={{ mb: 2 }}>
            Before you start
          </Typography>
          <Alert severity="info" sx={{ fontSize: '1rem' }}>
            The {site} desktop app must be installed and running on your simulator PC first: the mobile app connects to
            it over your home network.
          </Alert>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              gap: { xs: 4, sm: 5 },
              mt: { xs: 5, md: 7 },
            }}
          >
            <Box>
              <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                Try new features first
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Join our community chat to test upcoming versions of the mobile app before they reach the stores.
              </Typography>
              <Button component="a" href={publicConfig.communityUrl} {...external} variant="outlined">
                Request Beta Access
              </Button>
            </Box>
            <Box>
              <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                Need a hand?
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Questions about connecting your phone or tablet to the simulator? Our support team can help.
              </Typography>
              <Button component="a" href={publicConfig.supportUrl} {...external} variant="outlined">
                Contact Us
              </Button>
            </Box>
          </Box>
        </Container>
      </Box>
    </>
  );
}
