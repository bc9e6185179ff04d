import Box from '@mui/material/Box';
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

/**
 * The grid's look, set once on its box for plain table elements (a class marks the player column,
 * the sums and the score marks): a round has up to 132 cells, which as styled components each
 * computed their own styles while the page started (decision 015).
 */
const gridStyles = {
  overflowX: 'auto',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  '& table': { minWidth: 'max-content', width: '100%', borderCollapse: 'collapse', typography: 'body2' },
  '& th, & td': {
    textAlign: 'center',
    px: 0.25,
    py: 0.75,
    minWidth: 34,
    fontVariantNumeric: 'tabular-nums',
    borderBottom: 1,
    borderBottomColor: 'divider',
  },
  '& thead th': { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 },
  '& tr:last-of-type > *': { borderBottom: 0 },
  '& .par': { color: 'text.secondary' },
  '& .sum': { bgcolor: 'action.hover', fontWeight: 700, px: 1 },
  // The player column stays while the holes scroll sideways on a phone.
  '& .player': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    textAlign: 'left',
    px: 2,
    bgcolor: 'background.paper',
    borderRight: 1,
    borderRightColor: 'divider',
    minWidth: { xs: 76, sm: 96 },
    maxWidth: { xs: 110, sm: 200 },
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: 700,
  },
  '& thead .player': { bgcolor: 'primary.main' },
  '& .par.player': { fontWeight: 500 },
  // Birdies and better ringed, bogeys and worse boxed, as on a paper card; the number says it all.
  '& .mark': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 26,
    height: 26,
    border: 1.5,
    borderColor: 'text.secondary',
    borderRadius: 0.5,
    fontWeight: 500,
  },
  '& .mark.under': { borderColor: 'primary.main', borderRadius: '50%', color: 'primary.main', fontWeight: 700 },
  '& .mark.double': { bgcolor: 'action.selected' },
} as const;

function ScoreMark({ score, par }: { score: number; par: number }) {
  const diff = score - par;
  if (diff === 0) return <>{score}</>;
  return <span className={diff < 0 ? 'mark under' : diff >= 2 ? 'mark double' : 'mark'}>{score}</span>;
}

/** One player's scorecard grid: hole numbers, par, and the player's scores; blank where unset. */
export function Scorecard({ round, player }: { round: Pick<RoundResponse, 'holes' | 'scores' | 'totals' | 'par'>; player: string }) {
  const columns = columnsOf(round.holes);
  const scores = new Map(round.scores.filter((s) => s.player === player).map((s) => [s.hole, s.score]));
  const totals = round.totals.find((t) => t.player === player);
  return (
    // Focusable, so a keyboard can scroll the grid sideways where it is wider than a phone.
    <Box tabIndex={0} sx={gridStyles}>
      <table>
        <Box component="caption" sx={visuallyHidden}>
          {fillMessage(messages.scorecardCaption, { player })}
        </Box>
        <thead>
          <tr>
            <th scope="col" className="player">
              {messages.scorecardHole}
            </th>
            {columns.map((c) => (
              <th key={c.kind === 'hole' ? c.hole : c.label} scope="col">
                {c.kind === 'hole' ? c.hole : c.label}
              </th>
            ))}
            <th scope="col">{messages.scorecardTotal}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="par player">
              {messages.scorecardPar}
            </th>
            {columns.map((c) => (
              <td key={c.kind === 'hole' ? c.hole : c.label} className={c.kind === 'sum' ? 'par sum' : 'par'}>
                {c.kind === 'hole' ? c.par : blank(round.par[c.part])}
              </td>
            ))}
            <td className="par sum">{blank(round.par.total)}</td>
          </tr>
          <tr>
            <th scope="row" className="player" title={player}>
              {player}
            </th>
            {columns.map((c) => {
              if (c.kind === 'sum') {
                return (
                  <td key={c.label} className="sum">
                    {blank(totals?.[c.part])}
                  </td>
                );
              }
              const score = scores.get(c.hole);
              return <td key={c.hole}>{score === null || score === undefined ? '' : <ScoreMark score={score} par={c.par} />}</td>;
            })}
            <td className="sum">{blank(totals?.total)}</td>
          </tr>
        </tbody>
      </table>
    </Box>
  );
}
