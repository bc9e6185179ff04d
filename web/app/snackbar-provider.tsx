import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider as NotistackProvider } from 'notistack';
import { TOAST_AUTO_HIDE_MS, TOAST_MAX_SNACK } from '../../common/constants';

/** notistack's own colours fail WCAG AA contrast with white text; these keep at least 4.5:1. */
const AccessibleContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-default': { backgroundColor: '#263238', color: '#ffffff' },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main, color: '#ffffff' },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main, color: '#ffffff' },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main, color: theme.palette.warning.contrastText },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main, color: '#ffffff' },
}));

/** Spec section 9: at most 3 toasts, hidden after 5000 ms, bottom-left, five variants. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <NotistackProvider
      maxSnack={TOAST_MAX_SNACK}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      Components={{
        default: AccessibleContent,
        success: AccessibleContent,
        error: AccessibleContent,
        warning: AccessibleContent,
        info: AccessibleContent,
      }}
    >
      {children}
    </NotistackProvider>
  );
}
