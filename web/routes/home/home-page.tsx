import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { messages } from '../../../common/messages';
import { isAccountDeletedVisit } from '../../features/profile/account-deleted';
import { FeatureSection } from './feature-section';
import { MarketingHero } from '../../features/marketing/components/marketing-hero';
import { PhoneControlIllustration } from '../../features/marketing/components/phone-control-illustration';
import { ShotDataIllustration } from './shot-data-illustration';
import { SimScreenIllustration } from '../../features/marketing/components/sim-screen-illustration';
import { SwingVideoIllustration } from './swing-video-illustration';

const SWING_VIDEO_POINTS = [
  'Automatically captures and cuts swing videos',
  'Supports cameras up to 120fps',
  'Adjustable playback speed for slow-mo',
  'Customizable player size and position',
];

/**
 * Words only screen readers and search engines get: the two 'Learn More' buttons (spec section 2)
 * say in their text, not just in a label, where they lead.
 */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  margin: '-1px',
  padding: 0,
} as const;

const bodySx = { fontSize: { xs: '1.05rem', md: '1.15rem' }, color: 'text.secondary', mb: 3.5, maxWidth: 520 } as const;

/** Spec section 2, "Home page": the hero and the swing video, mobile control and shot data sections; after an account's deletion, a word that it is done. */
export function HomePage() {
  const [params] = useSearchParams();
  return (
    <>
      <MarketingHero
        underHeader
        notice={
          isAccountDeletedVisit(params) && (
            <Alert severity="success" role="status">
              {messages.accountDeleted}
            </Alert>
          )
        }
        title="Level up your home golf simulator."
        text="Free golf simulator software with remote control, swing video, and shot data tools."
        actions={
          <Button component={RouterLink} to="/desktop" variant="contained" size="large" sx={{ px: 4, py: 1.5, fontSize: '1.05rem' }}>
            Get Started For Free
          </Button>
        }
        illustration={<SimScreenIllustration />}
      />

      <FeatureSection id="home-swing-video" heading="Automatic Swing Video" illustration={<SwingVideoIllustration />} illustrationFirst>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3.5 }}>
          {SWING_VIDEO_POINTS.map((point) => (
            <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 1.5 }}>
              <CheckCircle aria-hidden="true" sx={{ color: 'primary.light', mt: '2px' }} />
              <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.15rem' } }}>{point}</Typography>
            </Box>
          ))}
        </Box>
        <Button component={RouterLink} to="/signup" variant="contained" size="large">
          Get Started
        </Button>
      </FeatureSection>

      <FeatureSection id="home-mobile-control" heading="Your Phone Is the Control Box" illustration={<PhoneControlIllustration />} tinted>
        <Typography sx={bodySx}>
          Use your phone or tablet as a sim control box: pick a club, aim, take a mulligan or move to the next hole from
          the hitting mat. Get the free app on the iOS App Store and Google Play.
        </Typography>
        <Button component={RouterLink} to="/mobile" variant="contained" size="large">
          Learn More<Box component="span" sx={visuallyHidden}> about the mobile app</Box>
        </Button>
      </FeatureSection>

      <FeatureSection id="home-shot-data" heading="Shot Data" illustration={<ShotDataIllustration />} illustrationFirst>
        <Typography sx={bodySx}>
          Capture, review and export your shot data by round or range session, and see how far you really hit every club.
        </Typography>
        <Button component={RouterLink} to="/desktop" variant="contained" size="large">
          Learn More<Box component="span" sx={visuallyHidden}> about shot data</Box>
        </Button>
      </FeatureSection>
    </>
  );
}
