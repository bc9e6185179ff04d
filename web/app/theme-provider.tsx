import type { ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { theme } from './theme';

// What @mui/material's ThemeProvider passes on for a theme without CSS variables, like ours.
const themeWithoutVars = { ...theme, vars: null } as unknown as Theme;

/**
 * @mui/material's ThemeProvider, for our one theme without CSS variables: that provider also
 * brings the CSS-variables provider, its colour-scheme script and storage (about 3 KB gzip of
 * the first load) which a theme like ours never uses.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return <SystemThemeProvider theme={themeWithoutVars}>{children}</SystemThemeProvider>;
}
