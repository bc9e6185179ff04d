import { createTheme } from '@mui/material/styles';

/**
 * A golf-course palette. Every text/background pair here keeps at least 4.5:1 contrast (WCAG AA),
 * because axe runs on every page; the system font stack avoids downloading a web font.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#1b5e20', light: '#2e7d32', dark: '#0f3d14', contrastText: '#ffffff' },
    secondary: { main: '#f4c542', dark: '#c99a12', contrastText: '#1c2421' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    warning: { main: '#f4c542', dark: '#8a5a00', contrastText: '#1c2421' },
    info: { main: '#0b5fa5', contrastText: '#ffffff' },
    background: { default: '#f4f7f4', paper: '#ffffff' },
    text: { primary: '#1c2421', secondary: '#48544e' },
    divider: 'rgba(28, 36, 33, 0.12)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          border: '1px solid rgba(28, 36, 33, 0.10)',
          boxShadow: '0 1px 2px rgba(16, 40, 24, 0.06), 0 8px 24px rgba(16, 40, 24, 0.06)',
        },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
