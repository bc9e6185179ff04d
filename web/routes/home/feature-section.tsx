import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface FeatureSectionProps {
  id: string;
  heading: string;
  illustration: ReactNode;
  /** Puts the illustration on the left on wide screens, to alternate down the page. */
  illustrationFirst?: boolean;
  tinted?: boolean;
  children: ReactNode;
}

/** A marketing section: heading, text and a call to action beside an illustration; stacked on phones. */
export function FeatureSection({ id, heading, illustration, illustrationFirst = false, tinted = false, children }: FeatureSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 7, md: 11 }, bgcolor: tinted ? '#e9f2ea' : 'background.paper' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: { xs: 4, md: 8 },
          alignItems: 'center',
        }}
      >
        <Box sx={{ order: { xs: 0, md: illustrationFirst ? 1 : 0 } }}>
          <Typography id={id} variant="h3" component="h2" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 2 }}>
            {heading}
          </Typography>
          {children}
        </Box>
        <Box sx={{ order: { xs: 1, md: illustrationFirst ? 0 : 1 }, display: 'flex', justifyContent: 'center' }}>{illustration}</Box>
      </Container>
    </Box>
  );
}
