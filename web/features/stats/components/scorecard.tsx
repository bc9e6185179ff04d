import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '../../../../common/messages';
import type { RoundResponse } from '../../../../common/schemas/stats';
import { fillMessage } from '../../../../common/stats-format';
import { formatToPar, markOf, scoreName, type ScoreMarkKind } from '../to-par';
import { visuallyHidden } from './visually-hidden';

type ScorecardRound = Pick<RoundResponse, 'holes' | 'scores' | 'totals' | 'par'>;
type Hole = RoundResponse['holes'][number];
type SumColumn = { kind: 'sum'; label: string; part: 'out' | 'in' | 'total'; holes: Hole[] };
type Column = ({ kind: 'hole' } & Hole) | SumColumn;

/** The nines the round has: holes 1-9 with OUT, holes 10-18 with IN (spec section 2, "Round view"). */
function ninesOf(holes: RoundResponse['holes']) {
  const nines: { from: number; to: number; holes: Hole[]; label: string; part: 'out' | 'in' }[] = [];
  const front = holes.filter((h) => h.hole <= 9);
  const back = holes.filter((h) => h.hole >= 10);
  if (front.length) nines.push({ from: 1, to: 9, holes: front, label: messages.scorecardOut, part: 'out' });
  if (back.length) nines.push({ from: 10, to: 18, holes: back, label: messages.scorecardIn, part: 'in' });
  return nines;
}

const blank = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The grid is wide enough for 22 columns from this width of its container; narrower, the nines stack. */
const GRID_MIN_WIDTH = 760;

const MARK_COLOR = { under: 'primary.main', over: 'text.primary' } as const;

/**
 * The cards' look, set once on their box for plain table elements (a class marks the label
 * column, the sums and the score marks): a round has up to 132 cells, which as styled components
 * each computed their own styles while the page started (decision 015).
 */
const cardStyles = {
  containerType: 'inline-size',
  '& .grid': { display: 'none' },
  '& .nines': { display: 'grid', gap: 1.5 },
  [`@container (min-width: ${GRID_MIN_WIDTH}px)`]: {
    '& .grid': { display: 'block' },
    '& .nines': { display: 'none' },
  },
  '& .frame': { border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' },
  '& table': { width: '100%', borderCollapse: 'collapse', typography: 'body2', tableLayout: 'fixed' },
  '& th, & td': {
    textAlign: 'center',
    px: 0,
    py: 0.75,
    fontVariantNumeric: 'tabular-nums',
    borderBottom: 1,
    borderBottomColor: 'divider',
  },
  '& .nines th, & .nines td': { fontSize: '0.8125rem', py: 0.5 },
  '& .nines .label': { pl: 0.75, pr: 0.25 },
  '& .unplayed': { m: 0, px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, typography: 'body2', color: 'text.secondary' },
  '& thead th': { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 },
  '& tr:last-of-type > *': { borderBottom: 0 },
  '& .par': { color: 'text.secondary' },
  '& .sum': { bgcolor: 'action.hover', fontWeight: 700 },
  '& thead .sum': { bgcolor: 'primary.dark' },
  '& .label': {
    textAlign: 'left',
    pl: { xs: 1, sm: 1.5 },
    pr: 0.5,
    borderRight: 1,
    borderRightColor: 'divider',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: 700,
  },
  '& .grid col.label-col': { width: 120 },
  '& .nines col.label-col': { width: 50 },
  '& col.sum-col': { width: 44 },
  '& .par.label': { fontWeight: 500 },
  ...markStyles('& .mark'),
  // A phone's nine has about 26 px a hole: smaller marks keep a gap between neighbours.
  '& .nines .mark': { width: 21, height: 21 },
} as const;

/**
 * Rings under par, boxes over it, doubled for an eagle or better and a double bogey or worse, as
 * golfers mark a paper card. The double line is a `double` border, so every mark has one size.
 */
function markStyles(selector: string) {
  return {
    [selector]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      width: 24,
      height: 24,
      lineHeight: 1,
      fontWeight: 600,
    },
    [`${selector}.eagle, ${selector}.birdie`]: { borderRadius: '50%', color: MARK_COLOR.under },
    [`${selector}.eagle`]: { border: '4px double', borderColor: MARK_COLOR.under },
    [`${selector}.birdie`]: { border: '1.5px solid', borderColor: MARK_COLOR.under },
    [`${selector}.bogey, ${selector}.double`]: { borderRadius: '2px', color: MARK_COLOR.over },
    [`${selector}.bogey`]: { border: '1.5px solid', borderColor: MARK_COLOR.over },
    [`${selector}.double`]: { border: '4px double', borderColor: MARK_COLOR.over },
  } as const;
}

/** A hole's score with its mark; the mark's name is read out with the number, not shown by shape alone. */
function ScoreMark({ score, par }: { score: number | null | undefined; par: number }) {
  if (score === null || score === undefined) return null;
  const overPar = score - par;
  const kind = markOf(overPar);
  return (
    <>
      <span className={kind === 'par' ? 'mark' : `mark ${kind}`}>{score}</span>
      {kind !== 'par' && (
        <Box component="span" sx={visuallyHidden}>
          {`, ${scoreName(overPar)}`}
        </Box>
      )}
    </>
  );
}

/** A row of the card: its heading, muted (par, putts) or not (the score), and what a hole and a sum show. */
interface Row {
  label: string;
  muted: boolean;
  hole: (hole: Hole) => ReactNode;
  sum: (column: SumColumn) => ReactNode;
}

/**
 * The card's rows, described once for the wide grid and the stacked nines: Par, Score, and Putts
 * per hole where the desktop app sent any (PRODUCT.md), each summed per nine and in all.
 */
function rowsOf(round: ScorecardRound, player: string): Row[] {
  const own = round.scores.filter((s) => s.player === player);
  const scores = scoresOf(round, player);
  const totals = round.totals.find((t) => t.player === player);
  const putts = new Map(own.flatMap((s) => (s.putts === null || s.putts === undefined ? [] : [[s.hole, s.putts] as const])));
  const puttsOf = (holes: Hole[]) => {
    const counted = holes.filter((h) => putts.has(h.hole));
    return counted.length ? counted.reduce((sum, h) => sum + putts.get(h.hole)!, 0) : null;
  };
  const rows: Row[] = [
    { label: messages.scorecardPar, muted: true, hole: (h) => h.par, sum: (c) => blank(round.par[c.part]) },
    { label: messages.scorecardScore, muted: false, hole: (h) => <ScoreMark score={scores.get(h.hole)} par={h.par} />, sum: (c) => blank(totals?.[c.part]) },
  ];
  if (putts.size > 0) rows.push({ label: messages.summaryPutts, muted: true, hole: (h) => blank(putts.get(h.hole)), sum: (c) => blank(puttsOf(c.holes)) });
  return rows;
}

/** The player's score of each hole they have a row for. */
const scoresOf = (round: ScorecardRound, player: string) => new Map(round.scores.filter((s) => s.player === player).map((s) => [s.hole, s.score]));

const keyOf = (column: Column) => (column.kind === 'hole' ? column.hole : column.label);

/** One table of the card: a column per hole and per sum, a row per `rows`. */
function CardTable({ caption, columns, rows }: { caption: string; columns: Column[]; rows: Row[] }) {
  return (
    <table>
      <Box component="caption" sx={visuallyHidden}>
        {caption}
      </Box>
      <colgroup>
        <col className="label-col" />
        {columns.map((c) => (
          <col key={keyOf(c)} className={c.kind === 'sum' ? 'sum-col' : undefined} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th scope="col" className="label">
            {messages.scorecardHole}
          </th>
          {columns.map((c) => (
            <th key={keyOf(c)} scope="col" className={c.kind === 'sum' ? 'sum' : undefined}>
              {c.kind === 'hole' ? c.hole : c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className={row.muted ? 'par label' : 'label'}>
              {row.label}
            </th>
            {columns.map((c) =>
              c.kind === 'hole' ? (
                <td key={keyOf(c)} className={row.muted ? 'par' : undefined}>
                  {row.hole(c)}
                </td>
              ) : (
                <td key={keyOf(c)} className={row.muted ? 'par sum' : 'sum'}>
                  {row.sum(c)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The spec's single grid (wide screens): holes 1-9, OUT, holes 10-18, IN, Total. The section's heading names the player; the row says Score. */
function Grid({ round, player }: { round: ScorecardRound; player: string }) {
  const columns: Column[] = [
    ...ninesOf(round.holes).flatMap((n) => [...n.holes.map((h) => ({ kind: 'hole' as const, ...h })), { kind: 'sum' as const, label: n.label, part: n.part, holes: n.holes }]),
    { kind: 'sum', label: messages.scorecardTotal, part: 'total', holes: round.holes },
  ];
  return (
    <div className="grid frame">
      <CardTable caption={fillMessage(messages.scorecardCaption, { player })} columns={columns} rows={rowsOf(round, player)} />
    </div>
  );
}

/**
 * Narrow screens: each nine a card of its own with its total, no sideways scroll; the name is the
 * section's heading. A nine the player did not play is one line, not a card of empty boxes.
 */
function Nines({ round, player }: { round: ScorecardRound; player: string }) {
  const rows = rowsOf(round, player);
  const scores = scoresOf(round, player);
  const played = (holes: Hole[]) => holes.some((h) => (scores.get(h.hole) ?? null) !== null);
  return (
    <div className="nines">
      {ninesOf(round.holes).map((nine) =>
        !played(nine.holes) ? (
          <p key={nine.part} className="unplayed">
            {fillMessage(messages.scorecardNineUnplayed, { from: nine.from, to: nine.to })}
          </p>
        ) : (
          <div key={nine.part} className="frame">
            <CardTable
              caption={fillMessage(messages.scorecardNineCaption, { player, from: nine.from, to: nine.to })}
              columns={[...nine.holes.map((h) => ({ kind: 'hole' as const, ...h })), { kind: 'sum', label: nine.label, part: nine.part, holes: nine.holes }]}
              rows={rows}
            />
          </div>
        ),
      )}
    </div>
  );
}

/**
 * One player's scorecard: the spec's grid where the card is wide enough, the front and back nine
 * stacked where it is not (a container query: the same markup from the server for every screen,
 * no sideways scroll, no flash when the app starts). Blank where a hole has no score.
 */
export function Scorecard({ round, player }: { round: ScorecardRound; player: string }) {
  return (
    <Box sx={cardStyles}>
      <Grid round={round} player={player} />
      <Nines round={round} player={player} />
    </Box>
  );
}

/** Strokes minus the par of the holes the player scored (PRODUCT.md); null without a score. */
export function toParOf(round: ScorecardRound, player: string): number | null {
  const pars = new Map(round.holes.map((h) => [h.hole, h.par]));
  let toPar: number | null = null;
  for (const s of round.scores) {
    const par = pars.get(s.hole);
    if (s.player !== player || s.score === null || par === undefined) continue;
    toPar = (toPar ?? 0) + s.score - par;
  }
  return toPar;
}

/** The player's total and score to par, always in view above the card. */
export function TotalToPar({ total, toPar }: { total: number | null; toPar: number | null }) {
  if (total === null || toPar === null) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexShrink: 0 }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {messages.scorecardTotal}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.5rem', lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}>
        {total}
      </Typography>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: toPar < 0 ? 'primary.main' : 'action.selected',
          color: toPar < 0 ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {formatToPar(toPar)}
        <Box component="span" sx={visuallyHidden}>
          {` ${messages.scorecardToPar}`}
        </Box>
      </Typography>
    </Box>
  );
}

/** A player's section of a round: the name once, the total and to par, optional extras (the summary), the card. */
export function PlayerScorecard({ round, player, children }: { round: ScorecardRound; player: string; children?: ReactNode }) {
  const total = round.totals.find((t) => t.player === player)?.total ?? null;
  return (
    <Box component="section" aria-label={player} sx={{ mb: 4, '&:last-of-type': { mb: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {player}
        </Typography>
        <TotalToPar total={total} toPar={toParOf(round, player)} />
      </Box>
      {children}
      <Scorecard round={round} player={player} />
    </Box>
  );
}

const LEGEND: { kind: ScoreMarkKind; label: string }[] = [
  { kind: 'eagle', label: messages.legendEagle },
  { kind: 'birdie', label: messages.legendBirdie },
  { kind: 'par', label: messages.legendPar },
  { kind: 'bogey', label: messages.legendBogey },
  { kind: 'double', label: messages.legendDouble },
];

const LEGEND_SAMPLE: Record<ScoreMarkKind, number> = { eagle: 3, birdie: 4, par: 5, bogey: 6, double: 7 };

/** What the marks mean, once under the cards. The samples are drawn for the eye; the words are the legend. */
export function ScorecardLegend() {
  return (
    <Box
      component="ul"
      aria-label={messages.scorecardLegend}
      sx={{
        listStyle: 'none',
        m: 0,
        mt: 3,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2.5,
        rowGap: 1,
        typography: 'body2',
        color: 'text.secondary',
        ...markStyles('& .mark'),
        '& .mark': { ...markStyles('& .mark')['& .mark'], fontSize: '0.75rem' },
      }}
    >
      {LEGEND.map(({ kind, label }) => (
        <Box component="li" key={kind} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <span className={kind === 'par' ? 'mark' : `mark ${kind}`} aria-hidden="true">
            {LEGEND_SAMPLE[kind]}
          </span>
          {label}
        </Box>
      ))}
    </Box>
  );
}
