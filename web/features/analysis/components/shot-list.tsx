import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { messages } from '../../../../common/messages';
import type { DispersionPoint } from '../../../../common/schemas/analysis';
import { fillMessage } from '../../../../common/stats-format';
import { formatDateTime, withUnit } from '../../../../common/format';
import { formatDistance, type DistanceUnit } from '../../../../common/units';
import { SwingMark } from '../../../components/swing-player/swing-mark';
import { SidewaysScrollBox } from '../../../components/layout/sideways-scroll-box';

const PAGE = 50;
/** 'Nov 25, 2026, 4:19 PM', in the viewer's zone (the list is drawn in the browser). */
export const formatShotDate = (iso: string) => formatDateTime(iso, undefined);

/** A shot's state in words: what the plot shows by colour. */
export function shotStatus(p: DispersionPoint): string {
  if (p.override === 'excluded') return messages.analysisStatusExcluded;
  if (p.override === 'restored') return messages.analysisStatusRestored;
  if (p.mishit) return p.excluded ? messages.analysisStatusHidden : messages.analysisStatusMishit;
  return messages.analysisStatusCounted;
}

/**
 * The dispersion plot's shots as a table, the plot's text alternative and its keyboard way in:
 * left-out and flagged shots first, then the newest; each row has a button that excludes the
 * shot, or restores it when it is left out. Fifty rows at a time.
 */
export function ShotList({
  points,
  clipShots,
  unit,
  readOnly,
  busyId,
  onToggle,
  labelId,
}: {
  points: DispersionPoint[];
  /** The shots that have a swing clip: a camera mark beside the date links to the shot's view. */
  clipShots?: string[];
  unit: DistanceUnit;
  readOnly: boolean;
  busyId: string | null;
  onToggle: (point: DispersionPoint) => void;
  labelId: string;
}) {
  const [shown, setShown] = useState(PAGE);
  const rank = (p: DispersionPoint) => (p.excluded ? 0 : p.mishit || p.override ? 1 : 2);
  const ordered = [...points].sort((a, b) => rank(a) - rank(b) || b.takenAt.localeCompare(a.takenAt));
  const header = (template: string) => fillMessage(template, { unit });
  const clipped = new Set(clipShots);
  return (
    <Box>
      <SidewaysScrollBox
        labelId={labelId}
        maxHeight={420}
        hidden={fillMessage(messages.scrollSidewaysFor, { columns: readOnly ? messages.analysisStatusColumn : `${messages.analysisStatusColumn} and ${messages.analysisActionColumn}` })}
      >
        <Table size="small" stickyHeader aria-labelledby={labelId} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {messages.analysisDateColumn}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {header(messages.analysisCarryColumn)}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {header(messages.analysisOfflineColumn)}
              </TableCell>
              <TableCell component="th" scope="col">
                {messages.analysisStatusColumn}
              </TableCell>
              {!readOnly && (
                <TableCell component="th" scope="col">
                  {messages.analysisActionColumn}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {ordered.slice(0, shown).map((p) => {
              const date = formatShotDate(p.takenAt);
              const carry = withUnit(formatDistance(p.carry, unit), unit);
              return (
                <TableRow key={p.id} data-shot={p.id} sx={p.excluded || (p.mishit && p.override !== 'restored') ? { '& td': { color: 'text.secondary' } } : undefined}>
                  <TableCell>
                    {date}
                    {clipped.has(p.id) && <SwingMark shotId={p.id} label={fillMessage(messages.swingOfShotOn, { date, carry })} />}
                  </TableCell>
                  <TableCell align="right">{formatDistance(p.carry, unit)}</TableCell>
                  <TableCell align="right">{formatDistance(p.offline, unit)}</TableCell>
                  <TableCell>{shotStatus(p)}</TableCell>
                  {!readOnly && (
                    <TableCell>
                      <Button
                        size="small"
                        variant={p.excluded ? 'contained' : 'outlined'}
                        disabled={busyId === p.id}
                        aria-label={fillMessage(p.excluded ? messages.analysisRestoreShot : messages.analysisExcludeShot, { date, carry })}
                        onClick={() => onToggle(p)}
                      >
                        {p.excluded ? messages.analysisRestore : messages.analysisExclude}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </SidewaysScrollBox>
      {ordered.length > shown && (
        <Button sx={{ mt: 1 }} onClick={() => setShown((n) => n + PAGE)}>
          {fillMessage(messages.analysisShowMore, { count: Math.min(PAGE, ordered.length - shown) })}
        </Button>
      )}
    </Box>
  );
}
