import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden';

/**
 * A chart's text alternative as a table, read by screen readers and not drawn. The hiding goes on
 * a box around it: a table is never narrower than its content, so hidden itself it would still
 * widen the page and make it scroll sideways.
 */
export function VisuallyHiddenTable({ children }: { children: ReactNode }) {
  return (
    <Box sx={visuallyHidden}>
      <table>{children}</table>
    </Box>
  );
}
