import { createTheme } from '@mui/material/styles';

/**
 * The keyboard focus ring: a solid 2 px line in the primary green (at least 3:1 against the page,
 * WCAG 2.4.7/1.4.11), drawn only for :focus-visible so a mouse click shows nothing new. MUI's own
 * indication of a focused button is a faint ripple, and none at all with elevation turned off.
 */
const FOCUS_RING = { outline: '2px solid #1b5e20', outlineOffset: 2 } as const;
/** Inside a menu or drawer, whose edges would clip a ring drawn outside the item. */
const INSET_FOCUS_RING = { outline: '2px solid #1b5e20', outlineOffset: -2 } as const;

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
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } },
    },
    MuiListItemButton: {
      styleOverrides: { root: { '&.Mui-focusVisible': INSET_FOCUS_RING } },
    },
    MuiMenuItem: {
      styleOverrides: { root: { '&.Mui-focusVisible': INSET_FOCUS_RING } },
    },
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
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { borderRadius: 2, '&:focus-visible': FOCUS_RING } },
    },
    MuiTypography: {
      styleOverrides: {
        // A link inside running text is underlined: its colour alone does not set it apart (WCAG 1.4.1).
        root: { '& .MuiLink-underlineHover': { textDecoration: 'underline' } },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
