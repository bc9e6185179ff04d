import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import type { RoundResponse } from '../../../common/schemas/stats';
import { fillMessage } from '../../../common/stats-format';
import { formatNumber } from '../../../common/format';

type Summary = RoundResponse['summaries'][number];

const percent = (hit: number, of: number) => `${Math.round((hit / of) * 100)}%`;
const average = (value: number | null) => (value === null ? messages.summaryNone : formatNumber(value, 2));

/**
 * A player's round as golfers count it (PRODUCT.md): fairways hit, greens in regulation, putts and
 * the par-3/4/5 scoring averages; score and to par head the player's section. A figure the round
 * cannot give (no fairway results, no putts) shows a dash, not a zero.
 */
export function RoundSummary({ summary }: { summary: Summary }) {
  const tiles: { label: string; value: string; detail?: string }[] = [
    {
      label: messages.summaryFairways,
      value: summary.fairways.of ? `${summary.fairways.hit}/${summary.fairways.of}` : messages.summaryNone,
      detail: summary.fairways.of ? percent(summary.fairways.hit, summary.fairways.of) : undefined,
    },
    {
      label: messages.summaryGreens,
      value: summary.greens.of ? `${summary.greens.hit}/${summary.greens.of}` : messages.summaryNone,
      detail: summary.greens.of ? percent(summary.greens.hit, summary.greens.of) : undefined,
    },
    {
      label: messages.summaryPutts,
      value: summary.putts === null ? messages.summaryNone : String(summary.putts),
      detail: summary.putts === null ? undefined : fillMessage(messages.summaryPuttsHoles, { n: summary.puttHoles }),
    },
    { label: fillMessage(messages.summaryParAverage, { par: 3 }), value: average(summary.parAverages.par3) },
    { label: fillMessage(messages.summaryParAverage, { par: 4 }), value: average(summary.parAverages.par4) },
    { label: fillMessage(messages.summaryParAverage, { par: 5 }), value: average(summary.parAverages.par5) },
  ];
  return (
    <Box
      component="dl"
      aria-label={fillMessage(messages.summaryHeading, { player: summary.player })}
      sx={{
        m: 0,
        mb: 2,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        // Hairlines between the tiles in any number of columns: each tile's own right and bottom
        // border, the outer ones hidden under the frame.
        '& > div': { px: { xs: 1, sm: 1.5 }, py: 1, borderRight: 1, borderBottom: 1, borderColor: 'divider', mr: '-1px', mb: '-1px', minWidth: 0 },
      }}
    >
      {tiles.map((tile) => (
        <div key={tile.label}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
            {tile.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' }}>
            {tile.value}
            {tile.detail && (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ ml: { xs: 0, sm: 0.75 }, display: { xs: 'block', sm: 'inline' }, fontWeight: 400, lineHeight: 1.3 }}
              >
                {tile.detail}
              </Typography>
            )}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
