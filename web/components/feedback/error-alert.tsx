import type { ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

const Root = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  padding: '6px 16px',
  borderRadius: theme.shape.borderRadius,
  color: theme.darken(theme.palette.error.light, 0.6),
  backgroundColor: theme.lighten(theme.palette.error.light, 0.9),
  '& .error-alert-icon': { display: 'flex', marginRight: 12, padding: '7px 0', fontSize: 22, opacity: 0.9, color: theme.palette.error.main },
  '& .error-alert-icon svg': { width: '1em', height: '1em', fill: 'currentColor', flexShrink: 0 },
  '& .error-alert-message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
}));

/**
 * The public forms' error message: what MUI's `<Alert severity="error">` draws (same colours,
 * icon and spacing, role="alert"), without its Paper, slots and icon machinery, which would cost
 * the sign-in page about 3 KB gzip of its 150 KB budget.
 */
export function ErrorAlert({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Root role="alert" sx={sx}>
      <div className="error-alert-icon">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
        </svg>
      </div>
      <div className="error-alert-message">{children}</div>
    </Root>
  );
}
