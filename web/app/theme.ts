import { createTheme } from '@mui/material/styles';

/**
 * The keyboard focus ring, drawn only for :focus-visible so a mouse click shows nothing new (MUI's
 * own sign of a focused button is a faint ripple, and none at all with elevation turned off): a
 * 2 px primary-green line 2 px outside the control, the gap between filled white, so the ring
 * stands out on the light pages (green) and on the dark footer and green cards (white) alike
 * (WCAG 2.4.7, 1.4.11).
 */
const FOCUS_RING = { outline: '2px solid #1b5e20', outlineOffset: 2, boxShadow: '0 0 0 2px #ffffff' } as const;
/** Inside the control: menu and drawer items, whose container would clip a ring outside them, and checkboxes beside their label. */
const INSET_FOCUS_RING = { outline: '2px solid #1b5e20', outlineOffset: -2 } as const;
/**
 * The browser's own :focus-visible as well as MUI's class: the class comes from a focus handler,
 * which a prerendered page has not attached yet when a quick keyboard user tabs in.
 */
const FOCUSED = '&.Mui-focusVisible, &:focus-visible';

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
      styleOverrides: { root: { [FOCUSED]: FOCUS_RING } },
    },
    MuiListItemButton: {
      styleOverrides: { root: { [FOCUSED]: INSET_FOCUS_RING } },
    },
    MuiMenuItem: {
      styleOverrides: { root: { [FOCUSED]: INSET_FOCUS_RING } },
    },
    MuiCheckbox: {
      // The focus is on the transparent native input inside.
      styleOverrides: { root: { '&.Mui-focusVisible, &:has(input:focus-visible)': INSET_FOCUS_RING } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      // Again here: the button's own focus style (no shadow without elevation) comes after ButtonBase's.
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18, [FOCUSED]: FOCUS_RING } },
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
      // The link's own colour, which already contrasts with whatever it stands on.
      styleOverrides: { root: { borderRadius: 2, '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } } },
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
