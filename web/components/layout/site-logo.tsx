import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { publicConfig } from '../../lib/public-config';

/** Our mark: a ball beside the pin on a green; the same drawing as /favicon.svg. */
function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#1b5e20" />
      <ellipse cx="15" cy="24.6" rx="9" ry="2.4" fill="#2e7d32" />
      <path d="M11.5 6v18" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M12.4 6.2l9 3.4-9 3.6z" fill="#f4c542" />
      <circle cx="20.5" cy="21" r="3.8" fill="#fff" />
      <circle cx="19.3" cy="20" r=".6" fill="#c5d1ca" />
      <circle cx="21.4" cy="19.7" r=".6" fill="#c5d1ca" />
      <circle cx="20.4" cy="21.8" r=".6" fill="#c5d1ca" />
      <circle cx="22.2" cy="22" r=".6" fill="#c5d1ca" />
    </svg>
  );
}

export function SiteLogo({ size = 32 }: { size?: number }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        minWidth: 0,
      }}
    >
      <LogoMark size={size} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem', letterSpacing: '-0.01em' }} noWrap>
        {publicConfig.siteName}
      </Typography>
    </Box>
  );
}
