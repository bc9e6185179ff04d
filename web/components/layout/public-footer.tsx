import { memo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { publicConfig } from '../../lib/public-config';

const linkSx = { color: 'inherit', fontWeight: 500 } as const;

/** Memoized: it reads nothing that changes, so the layout's redraws (the session's answer) skip it. */
export const PublicFooter = memo(function PublicFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0f2417', color: '#e3ece6', py: { xs: 4, sm: 5 }, mt: 'auto' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <Box component="nav" aria-label="Footer" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5 }}>
          <Link href={publicConfig.termsUrl} target="_blank" rel="noopener noreferrer" sx={linkSx}>
            Terms of Service
          </Link>
          <Link href={publicConfig.privacyUrl} target="_blank" rel="noopener noreferrer" sx={linkSx}>
            Privacy Policy
          </Link>
          <Link component={RouterLink} to="/desktop" sx={linkSx}>
            Desktop App
          </Link>
          <Link component={RouterLink} to="/mobile" sx={linkSx}>
            Mobile App
          </Link>
        </Box>
        {/* The year of the reader's clock; a page drawn at build time may carry the build's. */}
        <Typography variant="body2" suppressHydrationWarning>
          © {new Date().getFullYear()} {publicConfig.siteName}
        </Typography>
      </Container>
    </Box>
  );
});
