import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';

/** The narrow centred card that holds the sign-in and sign-up forms. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: 440, alignSelf: 'flex-start' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>{children}</CardContent>
      </Card>
    </Box>
  );
}
