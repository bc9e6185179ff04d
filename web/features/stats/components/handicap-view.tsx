import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../../common/messages';
import type { DifferentialView, PlayerHandicap } from '../../../../common/schemas/handicap';
import { fillMessage } from '../../../../common/stats-format';
import { useDisplayTimeZone } from '../../../lib/moments';
import { formatToPar } from '../to-par';
import { formatRoundDate } from './format-date';
import { formatIndex } from './rounds-list';
import { visuallyHidden } from './visually-hidden';
import { formatNumber, formatSigned } from '../../../../common/format';

/** The WHS table's adjustment for few scores, as a golfer reads it: "−2.0". */
const formatAdjustment = (adjustment: number) => formatSigned(adjustment);

/** "Average of the lowest 2 of the last 6, adjusted by −1.0": how the index was reached. */
export function howComputed(p: PlayerHandicap): string {
  const base = fillMessage(messages.handicapHow, { counted: p.counted, window: p.recent.length });
  return p.adjustment === 0 ? base : `${base}, ${fillMessage(messages.handicapAdjustment, { adjustment: formatAdjustment(p.adjustment) })}`;
}

const tableStyles = {
  overflowX: 'auto',
  // The containing block of the visually hidden words, so that none of them lies outside the page.
  position: 'relative',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  '& table': { width: '100%', borderCollapse: 'collapse', typography: 'body2' },
  '& th, & td': { px: { xs: 1, sm: 1.5 }, py: 1, borderBottom: 1, borderBottomColor: 'divider', textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& th': { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' },
  '& .text': { textAlign: 'left' },
  '& tbody tr:last-of-type > *': { borderBottom: 0 },
  '& tr.counted': { bgcolor: 'action.hover' },
  '& tr.counted .diff': { fontWeight: 700, color: 'primary.main' },
  // A phone keeps the course (its date, rating and slope under it), the adjusted score and the differential.
  '& .wide': { display: { xs: 'none', sm: 'table-cell' } },
  '& .narrow': { display: { xs: 'block', sm: 'none' } },
  '& .narrow-inline': { display: { xs: 'inline-block', sm: 'none' } },
} as const;

function DifferentialRow({ d }: { d: DifferentialView }) {
  const timeZone = useDisplayTimeZone();
  const rating = `${formatNumber(d.courseRating)} / ${d.slopeRating}`;
  const date = formatRoundDate(d.playedAt, timeZone);
  return (
    <tr className={d.counted ? 'counted' : undefined}>
      <td className="text wide" style={{ whiteSpace: 'nowrap' }}>
        {date}
      </td>
      <td className="text">
        {d.roundIds.length === 1 ? (
          <Link component={RouterLink} to={`/account/round/${d.roundIds[0]}`}>
            {d.course}
          </Link>
        ) : (
          d.course
        )}
        <Typography component="span" variant="caption" color="text.secondary" className="narrow">
          {`${date} · ${rating}`}
        </Typography>
      </td>
      <td className="wide">
        {d.grossScore}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          {formatToPar(d.grossScore - d.par)}
        </Typography>
      </td>
      <td>{d.adjustedGross}</td>
      <td className="wide">{rating}</td>
      <td className="diff" style={{ whiteSpace: 'nowrap' }}>
        {formatNumber(d.differential)}
        {d.counted && (
          <CheckCircle fontSize="inherit" color="primary" className="narrow-inline" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden="true" />
        )}
      </td>
      <td className="wide">
        {d.counted ? (
          <>
            <CheckCircle fontSize="small" color="primary" sx={{ verticalAlign: 'middle' }} aria-hidden="true" />
            <Box component="span" sx={visuallyHidden}>
              {messages.handicapCountedYes}
            </Box>
          </>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * One player's index and the scores behind it, newest first, the counted ones marked. On a phone
 * the table is folded under a button (a page of players would otherwise run thousands of pixels);
 * from the sm breakpoint up it is always open and the button is not there.
 */
export function PlayerHandicapSection({ handicap }: { handicap: PlayerHandicap }) {
  const headingId = `handicap-${handicap.player.replace(/\W+/g, '-')}`;
  const tableId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4, '&:last-of-type': { mb: 0 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2, mb: 0.5 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {handicap.player}
        </Typography>
        {handicap.index !== null && (
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '2rem', lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
            <Box component="span" sx={visuallyHidden}>
              {`${messages.handicapTitle} `}
            </Box>
            {formatIndex(handicap.index)}
          </Typography>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {handicap.index === null
          ? fillMessage(messages.handicapNone, { n: handicap.scores })
          : `${howComputed(handicap)} · ${fillMessage(messages.handicapScores, { n: handicap.scores })}`}
      </Typography>
      {handicap.recent.length > 0 && (
        <Button
          variant="outlined"
          size="small"
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen((was) => !was)}
          sx={{ display: { xs: 'inline-flex', sm: 'none' }, mb: open ? 1.5 : 0 }}
        >
          {open ? messages.handicapHideScores : fillMessage(messages.handicapShowScores, { n: handicap.recent.length })}
        </Button>
      )}
      {handicap.recent.length > 0 && (
        <Box id={tableId} data-testid="handicap-scores" sx={{ ...tableStyles, display: { xs: open ? 'block' : 'none', sm: 'block' } }}>
          <table>
            <Box component="caption" sx={visuallyHidden}>
              {fillMessage(messages.handicapTableCaption, { n: handicap.recent.length, player: handicap.player })}
            </Box>
            <thead>
              <tr>
                <th scope="col" className="text wide">
                  {messages.handicapDate}
                </th>
                <th scope="col" className="text">
                  {messages.handicapCourse}
                </th>
                <th scope="col" className="wide">
                  {messages.handicapGross}
                </th>
                <th scope="col">{messages.handicapAdjusted}</th>
                <th scope="col" className="wide">
                  {messages.handicapRating}
                </th>
                <th scope="col">{messages.handicapDifferential}</th>
                <th scope="col" className="wide">
                  {messages.handicapCounted}
                </th>
              </tr>
            </thead>
            <tbody>
              {handicap.recent.map((d) => (
                <DifferentialRow key={d.roundIds.join('+')} d={d} />
              ))}
            </tbody>
          </table>
        </Box>
      )}
    </Box>
  );
}
