import { memo } from 'react';
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

/** The table's distance columns, in order: each heading's template (the unit filled in) and the value of a club's row. */
const DISTANCE_COLUMNS: { label: string; value: (row: GappingRow) => number | null }[] = [
  { label: messages.analysisMeanCarryColumn, value: (row) => row.carry.mean },
  { label: messages.analysisMedianCarryColumn, value: (row) => row.carry.median },
  { label: messages.analysisSdCarryColumn, value: (row) => row.carry.stddev },
  { label: messages.analysisMeanTotalColumn, value: (row) => row.total.mean },
  { label: messages.analysisMedianTotalColumn, value: (row) => row.total.median },
  { label: messages.analysisSdTotalColumn, value: (row) => row.total.stddev },
  { label: messages.analysisGapColumn, value: (row) => row.gap },
];

/**
 * The gapping table: per club in bag order (longest first), the counted shots, mean, median and standard deviation
 * of carry and of total, and the gap to the next club, in the user's distance unit (named in each
 * header). A real table; on a phone it scrolls sideways with the club column held in place. Drawn
 * again only when its rows, unit or selected club change.
 */
export const GappingTable = memo(function GappingTable({
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
            {DISTANCE_COLUMNS.map(({ label }) => (
              <TableCell key={label} component="th" scope="col" align="right">
                {header(label)}
              </TableCell>
            ))}
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
              {DISTANCE_COLUMNS.map(({ label, value }) => (
                <TableCell key={label} align="right">
                  {d(value(c))}
                </TableCell>
              ))}
              <TableCell align="right">{c.mishits}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
});
