import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface MarketingHeroProps {
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
  illustration: ReactNode;
  /** Home runs its hero under the transparent header (no top offset), so it pads past it. */
  underHeader?: boolean;
  /** Said above the hero's heading, across its width (the home page after an account's deletion). */
  notice?: ReactNode;
}

/** The top of a marketing page: heading, one line of text and its actions beside an illustration. */
export function MarketingHero({ title, text, actions, illustration, underHeader = false, notice }: MarketingHeroProps) {
  return (
    <Box
      sx={{
        pt: underHeader ? { xs: 12, md: 16 } : { xs: 5, md: 9 },
        pb: { xs: 7, md: 11 },
        background: 'linear-gradient(180deg, #e3f0e4 0%, #f4f7f4 100%)',
      }}
    >
      {notice && (
        <Container maxWidth="lg" sx={{ mb: { xs: 4, md: 5 } }}>
          {notice}
        </Container>
      )}
      <Container
        maxWidth="lg"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.05fr 1fr' }, gap: { xs: 5, md: 6 }, alignItems: 'center' }}
      >
        <Box>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.4rem', sm: '3rem', md: '3.6rem' }, lineHeight: 1.1 }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 2.5, mb: 3.5, maxWidth: 540, fontSize: { xs: '1.15rem', md: '1.3rem' } }}>
            {text}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>{actions}</Box>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>{illustration}</Box>
      </Container>
    </Box>
  );
}
