import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { publicPageTitle } from '../../../common/page-meta';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Only the hero heading for now; the home issue builds the sections of spec section 2. */
export function HomePage() {
  useDocumentTitle(publicPageTitle('/'));
  return (
    <Box
      sx={{
        // No top margin on Home: the hero starts under the transparent header and pads past it.
        pt: { xs: 14, md: 20 },
        pb: { xs: 8, md: 14 },
        background: 'linear-gradient(180deg, #e3f0e4 0%, #f4f7f4 100%)',
      }}
    >
      <Container maxWidth="lg">
        <Typography
          variant="h2"
          component="h1"
          sx={{ fontSize: { xs: '2.25rem', sm: '3rem', md: '3.75rem' }, maxWidth: 820 }}
        >
          Level up your home golf simulator.
        </Typography>
      </Container>
    </Box>
  );
}
