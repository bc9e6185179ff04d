import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { SessionSummary } from '../../../../common/schemas/sessions';
import { fillMessage } from '../../../../common/stats-format';
import { useWithoutDeleted } from '../../../components/feedback/held-deletes';
import { useDisplayTimeZone } from '../../../lib/moments';
import { sessionName, sessionWhen, sourceName } from '../describe';
import { sessionTexts as t } from '../texts';
import { visuallyHidden } from '../../stats/components/visually-hidden';

// On a phone the date, source and clubs go under the name; from 600 px each has its column.
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const narrowOnly = { display: { xs: 'block', sm: 'none' } } as const;
const pickBoxSx = {
  display: 'block',
  width: 20,
  height: 20,
  m: '0 auto',
  cursor: 'pointer',
  accentColor: (theme: Theme) => theme.palette.primary.main,
  '&:disabled': { cursor: 'default' },
} as const;

/**
 * The sessions, newest first: date, name (a link to the session), source, shots and clubs, each
 * with a box to pick it for a compare (two at most). `picked` undefined: no boxes (the teaser).
 */
export function SessionsTable({
  sessions,
  picked,
  onPick,
}: {
  sessions: SessionSummary[];
  picked?: readonly string[];
  onPick?: (id: string, on: boolean) => void;
}) {
  const timeZone = useDisplayTimeZone();
  const picking = picked !== undefined && onPick !== undefined;
  // A session deleted on this visit is gone at once, while its Undo is offered (docs/decisions/044).
  const shown = useWithoutDeleted('session', sessions, (session) => session.id);
  return (
    <Table aria-label={t.listLabel} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          {picking && (
            <TableCell padding="checkbox" component="th" scope="col">
              <Box component="span" sx={visuallyHidden}>
                {t.pickColumn}
              </Box>
            </TableCell>
          )}
          <TableCell component="th" scope="col" sx={wide}>
            {t.dateColumn}
          </TableCell>
          <TableCell component="th" scope="col">
            {t.nameColumn}
          </TableCell>
          <TableCell component="th" scope="col" sx={wide}>
            {t.sourceColumn}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t.shotsColumn}
          </TableCell>
          <TableCell component="th" scope="col" sx={wide}>
            {t.clubsColumn}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {shown.map((s) => {
          const name = sessionName(s);
          const when = sessionWhen(s.startedAt, timeZone);
          const isPicked = picked?.includes(s.id) ?? false;
          return (
            <TableRow key={s.id} hover selected={isPicked}>
              {picking && (
                <TableCell padding="checkbox">
                  {/* A native box (decision 032): ticked before the app is live, it shows so at
                      once, and the page reads it once live. */}
                  <Box
                    component="input"
                    type="checkbox"
                    name="pick"
                    value={s.id}
                    checked={isPicked}
                    disabled={!isPicked && picked.length >= 2}
                    onChange={(event: ChangeEvent<HTMLInputElement>) => onPick(s.id, event.target.checked)}
                    aria-label={fillMessage(t.pickSession, { name: `${name}, ${when}` })}
                    sx={pickBoxSx}
                  />
                </TableCell>
              )}
              <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{when}</TableCell>
              <TableCell sx={{ minWidth: 0 }}>
                <Link component={RouterLink} to={`/account/sessions/${s.id}`} sx={{ fontWeight: 600 }}>
                  {name}
                </Link>
                <Box component="span" sx={{ ...narrowOnly, color: 'text.secondary', fontSize: '0.8125rem' }}>
                  {when} · {sourceName(s.source)}
                </Box>
                <Box component="span" sx={{ ...narrowOnly, color: 'text.secondary', fontSize: '0.8125rem' }}>
                  {s.clubs.join(' ')}
                </Box>
              </TableCell>
              <TableCell sx={wide}>{sourceName(s.source)}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {s.shots}
              </TableCell>
              <TableCell sx={{ ...wide, color: 'text.secondary' }}>{s.clubs.join(' ')}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
