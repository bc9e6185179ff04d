import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { messages } from '../../../../common/messages';
import type { GappingRow } from '../../../../common/schemas/analysis';
import { fillMessage } from '../../../../common/stats-format';
import { formatDistance, type DistanceUnit } from '../../../../common/units';

/**
 * The gapping table: per club in bag order (longest first), the counted shots, mean, median and standard deviation
 * of carry and of total, and the gap to the next club, in the user's distance unit (named in each
 * header). A real table; on a phone it scrolls sideways with the club column held in place.
 */
export function GappingTable({
  clubs,
  unit,
  selected,
  captionId,
}: {
  clubs: GappingRow[];
  unit: DistanceUnit;
  selected: string | null;
  captionId: string;
}) {
  const d = (m: number | null) => formatDistance(m, unit);
  const header = (template: string) => fillMessage(template, { unit });
  const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;
  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
    >
      <Table
        size="small"
        aria-labelledby={captionId}
        sx={{ '& td, & tbody th': { whiteSpace: 'nowrap' }, '& thead th': { verticalAlign: 'bottom', lineHeight: 1.3, minWidth: 64 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={sticky}>
              {messages.statClubColumn}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {messages.analysisShotsColumn}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {header(messages.analysisMeanCarryColumn)}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {header(messages.analysisMedianCarryColumn)}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {header(messages.analysisSdCarryColumn)}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {header(messages.analysisMeanTotalColumn)}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {header(messages.analysisMedianTotalColumn)}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {header(messages.analysisSdTotalColumn)}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {header(messages.analysisGapColumn)}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {messages.analysisMishitsColumn}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clubs.map((c) => (
            <TableRow key={c.club} selected={c.club === selected} data-club={c.club}>
              <TableCell component="th" scope="row" sx={{ ...sticky, fontWeight: 600, bgcolor: c.club === selected ? 'action.selected' : 'background.paper' }}>
                {c.club}
              </TableCell>
              <TableCell align="right">{c.shots}</TableCell>
              <TableCell align="right">{d(c.carry.mean)}</TableCell>
              <TableCell align="right">{d(c.carry.median)}</TableCell>
              <TableCell align="right">{d(c.carry.stddev)}</TableCell>
              <TableCell align="right">{d(c.total.mean)}</TableCell>
              <TableCell align="right">{d(c.total.median)}</TableCell>
              <TableCell align="right">{d(c.total.stddev)}</TableCell>
              <TableCell align="right">{d(c.gap)}</TableCell>
              <TableCell align="right">{c.mishits}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
