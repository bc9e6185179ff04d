import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import { useRevalidator } from 'react-router';
import { RevokeOutcome, useRevoke } from './revoke';

/** What a row draws beside its icon, and its buttons; `action` and `onRevoke` go to its RevokeForm. */
export interface RevocableRowProps<Row> {
  row: Row;
  action: string;
  onRevoke: (row: Row) => void;
}

/**
 * One row of a revocable list: an icon, the row's text, its buttons; side by side from
 * `breakpoint` up, the buttons below the text under it.
 */
export function RevocableRow({
  divided,
  breakpoint,
  icon: Icon,
  actions,
  children,
}: {
  divided: boolean;
  breakpoint: 'sm' | 'md';
  icon: typeof SvgIcon;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', [breakpoint]: 'center' },
        gap: 2,
        py: 2,
        flexWrap: { xs: 'wrap', [breakpoint]: 'nowrap' },
        borderTop: divided ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Icon color="action" aria-hidden="true" sx={{ mt: { xs: 0.5, [breakpoint]: 0 } }} />
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          flexBasis: { xs: 'calc(100% - 48px)', [breakpoint]: 'auto' },
        }}
      >
        {children}
      </Box>
      {actions}
    </Box>
  );
}

/**
 * A Settings card listing what the account can revoke (desktop apps, shared links), as the page's
 * loader read it: heading, intro, the last Revoke's outcome, a Retry when the list could not be
 * read, the empty state, the rows, and the dialog that asks before a Revoke (revoke.tsx).
 */
export function RevocableListCard<Row extends { _id: string }>({
  which,
  id,
  heading,
  intro,
  rows,
  loadFailed,
  empty,
  Row: RowOf,
  dialog,
}: {
  which: 'devices' | 'links';
  /** The heading's id; the card is named by it. */
  id: string;
  heading: ReactNode;
  intro: ReactNode;
  rows: Row[] | null;
  loadFailed: ReactNode;
  empty: ReactNode;
  Row: (props: RevocableRowProps<Row> & { divided: boolean }) => ReactNode;
  dialog: {
    titleId: string;
    textId?: string;
    title: ReactNode;
    text: (row: Row | null) => ReactNode;
    cancel: ReactNode;
    confirm: ReactNode;
  };
}) {
  const revoke = useRevoke<Row>(which);
  const { revalidate } = useRevalidator();
  const { confirming } = revoke;

  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id={id} variant="h6" component="h2">
          {heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
          {intro}
        </Typography>
        <RevokeOutcome answer={revoke.answer} />
        {!rows && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void revalidate()}>
                Retry
              </Button>
            }
          >
            {loadFailed}
          </Alert>
        )}
        {rows?.length === 0 && empty}
        {rows && rows.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((row, index) => (
              <RowOf key={row._id} row={row} divided={index > 0} action={revoke.action} onRevoke={revoke.ask} />
            ))}
          </Box>
        )}
      </CardContent>

      <Dialog open={confirming !== null} onClose={revoke.cancel} aria-labelledby={dialog.titleId} aria-describedby={dialog.textId}>
        <DialogTitle id={dialog.titleId}>{dialog.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={dialog.textId}>{dialog.text(confirming)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={revoke.cancel} disabled={revoke.pending}>
            {dialog.cancel}
          </Button>
          <Button onClick={revoke.confirm} color="error" variant="contained" disabled={revoke.pending}>
            {dialog.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
