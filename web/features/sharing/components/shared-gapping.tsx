import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '../../../../common/messages';
import type { SharedView } from '../../../../common/schemas/sharing';
import { fillMessage } from '../../../../common/stats-format';
import { distanceLabel, formatDistance } from '../../../../common/units';
import { formatDay } from '../describe';

/**
 * A shared statistics report's gapping table (per club: shots, mean, median and spread of carry,
 * mean total, the gap to the next club) in the owner's distance unit.
 */
export function SharedGapping({ view }: { view: Extract<SharedView, { kind: 'stats' }> }) {
  const unit = view.units.distanceUnit;
  const label = distanceLabel(unit);
  const clubs = view.analysis.clubs.filter((c) => c.shots > 0);
  const shots = clubs.reduce((n, c) => n + c.shots, 0);
  if (clubs.length === 0) return <Typography sx={{ py: 2 }}>{messages.sharedStatsEmpty}</Typography>;
  const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {fillMessage(messages.sharedStatsShots, { count: shots })}
      </Typography>
      {/* Focusable, so a keyboard can scroll the table sideways on a phone. */}
      <TableContainer tabIndex={0} sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" sx={{ minWidth: 'max-content' }}>
          <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', p: 1.5, color: 'text.secondary' }}>
            {fillMessage(messages.sharedStatsCaption, { from: formatDay(view.from), to: formatDay(view.to) })}
          </Box>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 700 } }}>
              <TableCell component="th" scope="col">
                {messages.statClubColumn}
              </TableCell>
              <TableCell component="th" scope="col" sx={num}>
                {messages.sharedColumnShots}
              </TableCell>
              <TableCell component="th" scope="col" sx={num}>
                {fillMessage(messages.sharedColumnCarry, { unit: label })}
              </TableCell>
              <TableCell component="th" scope="col" sx={num}>
                {fillMessage(messages.sharedColumnCarryMedian, { unit: label })}
              </TableCell>
              <TableCell component="th" scope="col" sx={num}>
                {fillMessage(messages.sharedColumnCarrySpread, { unit: label })}
              </TableCell>
              <TableCell component="th" scope="col" sx={num}>
                {fillMessage(messages.sharedColumnTotal, { unit: label })}
              </TableCell>
              <TableCell component="th" scope="col" sx={num}>
                {fillMessage(messages.sharedColumnGap, { unit: label })}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {clubs.map((c) => (
              <TableRow key={c.club}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  {c.club}
                </TableCell>
                <TableCell sx={num}>{c.shots}</TableCell>
                <TableCell sx={num}>{formatDistance(c.carry.mean, unit)}</TableCell>
                <TableCell sx={num}>{formatDistance(c.carry.median, unit)}</TableCell>
                <TableCell sx={num}>{c.carry.stddev === null ? '–' : `± ${formatDistance(c.carry.stddev, unit)}`}</TableCell>
                <TableCell sx={num}>{formatDistance(c.total.mean, unit)}</TableCell>
                <TableCell sx={num}>{formatDistance(c.gap, unit)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
