import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { messages } from '../../../../common/messages';
import type { RoundResponse } from '../../../../common/schemas/stats';
import { fillMessage } from '../../../../common/stats-format';
import { visuallyHidden } from './visually-hidden';

type Column = { kind: 'hole'; hole: number; par: number } | { kind: 'sum'; label: string; part: 'out' | 'in' };

/** Holes 1-9, OUT, holes 10-18, IN (spec section 2, "Round view"); only the halves the round has. */
function columnsOf(holes: RoundResponse['holes']): Column[] {
  const front = holes.filter((h) => h.hole <= 9);
  const back = holes.filter((h) => h.hole >= 10);
  const columns: Column[] = [];
  if (front.length) columns.push(...front.map((h) => ({ kind: 'hole' as const, ...h })), { kind: 'sum', label: messages.scorecardOut, part: 'out' });
  if (back.length) columns.push(...back.map((h) => ({ kind: 'hole' as const, ...h })), { kind: 'sum', label: messages.scorecardIn, part: 'in' });
  return columns;
}

const blank = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The player column stays while the holes scroll sideways on a phone. */
const stickyCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  minWidth: { xs: 76, sm: 96 },
  maxWidth: { xs: 110, sm: 200 },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 700,
} as const;
const sumCell = { bgcolor: 'action.hover', fontWeight: 700, px: 1 } as const;
const cell = { textAlign: 'center', px: 0.25, minWidth: 34, fontVariantNumeric: 'tabular-nums' } as const;

/** Birdies and better ringed, bogeys and worse boxed, as on a paper card; the number says it all. */
function ScoreMark({ score, par }: { score: number; par: number }) {
  const diff = score - par;
  if (diff === 0) return <>{score}</>;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 26,
        height: 26,
        border: 1.5,
        borderColor: diff < 0 ? 'primary.main' : 'text.secondary',
        borderRadius: diff < 0 ? '50%' : 0.5,
        color: diff < 0 ? 'primary.main' : 'text.primary',
        fontWeight: diff < 0 ? 700 : 500,
        bgcolor: diff >= 2 ? 'action.selected' : 'transparent',
      }}
    >
      {score}
    </Box>
  );
}

/** One player's scorecard grid: hole numbers, par, and the player's scores; blank where unset. */
export function Scorecard({ round, player }: { round: Pick<RoundResponse, 'holes' | 'scores' | 'totals' | 'par'>; player: string }) {
  const columns = columnsOf(round.holes);
  const scores = new Map(round.scores.filter((s) => s.player === player).map((s) => [s.hole, s.score]));
  const totals = round.totals.find((t) => t.player === player);
  return (
    // Focusable, so a keyboard can scroll the grid sideways where it is wider than a phone.
    <TableContainer tabIndex={0} sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" sx={{ minWidth: 'max-content' }}>
        <Box component="caption" sx={visuallyHidden}>
          {fillMessage(messages.scorecardCaption, { player })}
        </Box>
        <TableHead>
          <TableRow sx={{ '& th': { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 } }}>
            <TableCell component="th" scope="col" sx={stickyCell}>
              {messages.scorecardHole}
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.kind === 'hole' ? c.hole : c.label} component="th" scope="col" sx={cell}>
                {c.kind === 'hole' ? c.hole : c.label}
              </TableCell>
            ))}
            <TableCell component="th" scope="col" sx={cell}>
              {messages.scorecardTotal}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row" sx={[stickyCell, { fontWeight: 500, color: 'text.secondary' }]}>
              {messages.scorecardPar}
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.kind === 'hole' ? c.hole : c.label} sx={[cell, { color: 'text.secondary' }, c.kind === 'sum' && sumCell]}>
                {c.kind === 'hole' ? c.par : blank(round.par[c.part])}
              </TableCell>
            ))}
            <TableCell sx={[cell, sumCell, { color: 'text.secondary' }]}>{blank(round.par.total)}</TableCell>
          </TableRow>
          <TableRow sx={{ '& td, & th': { borderBottom: 0 } }}>
            <TableCell component="th" scope="row" sx={stickyCell} title={player}>
              {player}
            </TableCell>
            {columns.map((c) => {
              if (c.kind === 'sum') {
                return (
                  <TableCell key={c.label} sx={[cell, sumCell]}>
                    {blank(totals?.[c.part])}
                  </TableCell>
                );
              }
              const score = scores.get(c.hole);
              return (
                <TableCell key={c.hole} sx={cell}>
                  {score === null || score === undefined ? '' : <ScoreMark score={score} par={c.par} />}
                </TableCell>
              );
            })}
            <TableCell sx={[cell, sumCell]}>{blank(totals?.total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
