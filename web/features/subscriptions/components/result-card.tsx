import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ResultCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The one layout of the subscription result pages: an icon, the heading, the text, the buttons. */
export function ResultCard({ icon, title, children, actions }: ResultCardProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 1, sm: 4 } }}>
      <Card sx={{ width: '100%', maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Box sx={{ mb: 2, '& svg': { fontSize: 56 } }} aria-hidden="true">
            {icon}
          </Box>
          <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.5rem', sm: '1.875rem' } }}>
            {title}
          </Typography>
          <Stack spacing={1.5} sx={{ mb: 4, color: 'text.secondary', maxWidth: 520, mx: 'auto' }}>
            {children}
          </Stack>
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'center', alignItems: 'center', '& > *': { width: { xs: '100%', sm: 'auto' } }, '& form > button': { width: { xs: '100%', sm: 'auto' } } }}
          >
            {actions}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
