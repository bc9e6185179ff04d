import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { SMASH_GAUGE_MAX } from '../../../../common/constants';

/*
 * The charts of the statistics dashboard, drawn as plain HTML and SVG with the page (by the server
 * too): bars and an arc need no chart library, and a phone that opens Shot data runs no chart
 * code at all (decision 015). Each chart is a picture for sighted users, inert and hidden from
 * screen readers: its figures are given as text beside it (the table and labels of the callers).
 */

export interface ClubBar {
  club: string;
  /** Mean carry in the display unit, one decimal. */
  distance: number;
}

/** The axis' top and step: a round step (1, 2, 2.5 or 5 × 10ⁿ) giving about five lines up to the longest bar. */
export function distanceAxis(longest: number): { max: number; step: number } {
  if (!(longest > 0)) return { max: 1, step: 1 };
  const rough = longest / 5;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!;
  return { max: Math.ceil(longest / step) * step, step };
}

const BAR_CHART_HEIGHT = 280;
const AXIS_WIDTH = 44;
const LABEL_ROOM = 22;
/** Above the scale's top line, for the longest bar's figure. */
const TOP_ROOM = 16;

/**
 * Club Distances: mean carry by club short name, in the user's unit. Upright bars with a scale on
 * wide screens; on a phone the bars lie down, one row per club, so every club's name and figure
 * stay readable. Both are drawn; the screen's width picks one (CSS), so the server draws it right.
 */
export function ClubDistancesBars({ clubs }: { clubs: ClubBar[] }) {
  const longest = Math.max(...clubs.map((c) => c.distance), 0);
  const axis = distanceAxis(longest);
  const share = (d: number) => `${(Math.max(d, 0) / axis.max) * 100}%`;
  const ticks = Array.from({ length: Math.round(axis.max / axis.step) + 1 }, (_, i) => i * axis.step);
  const label = { fontSize: 12, color: 'text.primary', fontVariantNumeric: 'tabular-nums', lineHeight: 1 } as const;
  // One column a club, whatever their number: the bars and their names line up.
  const columns = { display: 'grid', gridTemplateColumns: `repeat(${clubs.length}, minmax(0, 1fr))`, px: '1%' } as const;
  return (
    <Box aria-hidden="true" inert sx={{ width: '100%' }}>
      {/* A phone: one row per club, the figure at the end of its bar. */}
      <Box sx={{ display: { xs: 'grid', sm: 'none' }, gridTemplateColumns: '36px 1fr', rowGap: 1, alignItems: 'center' }}>
        {clubs.map((c) => (
          <Box key={c.club} sx={{ display: 'contents' }}>
            <Box sx={label}>{c.club}</Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, pr: 4.5 }}>
              <Box sx={{ width: share(c.distance), height: 20, bgcolor: 'primary.main', borderRadius: '0 2px 2px 0', flexShrink: 0 }} />
              <Box sx={label}>{c.distance.toFixed(0)}</Box>
            </Box>
          </Box>
        ))}
      </Box>
      {/* Wider: upright bars over a scale with lines. */}
      <Box
        sx={{
          display: { xs: 'none', sm: 'grid' },
          gridTemplateColumns: `${AXIS_WIDTH}px 1fr`,
          gridTemplateRows: `${BAR_CHART_HEIGHT - LABEL_ROOM - TOP_ROOM}px ${LABEL_ROOM}px`,
          pt: `${TOP_ROOM}px`,
        }}
      >
        <Box sx={{ position: 'relative', borderRight: 1, borderColor: 'text.secondary' }}>
          {ticks.map((t) => (
            <Box key={t} sx={{ ...label, position: 'absolute', right: 6, bottom: share(t), transform: 'translateY(50%)' }}>
              {Number.isInteger(t) ? t : t.toFixed(1)}
            </Box>
          ))}
        </Box>
        <Box sx={{ position: 'relative', borderBottom: 1, borderColor: 'text.secondary' }}>
          {ticks.slice(1).map((t) => (
            <Box key={t} sx={{ position: 'absolute', left: 0, right: 0, bottom: share(t), borderTop: 1, borderColor: 'divider' }} />
          ))}
          <Box sx={{ position: 'absolute', inset: 0, ...columns }}>
            {clubs.map((c) => (
              <Box key={c.club} sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'center', minWidth: 0 }}>
                <Box sx={{ width: '64%', height: share(c.distance), bgcolor: 'primary.main', position: 'relative' }}>
                  <Box sx={{ ...label, position: 'absolute', bottom: '100%', left: '-50%', right: '-50%', textAlign: 'center', pb: 0.5 }}>
                    {c.distance.toFixed(0)}
                  </Box>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Box />
        <Box sx={{ ...columns, pt: 0.75 }}>
          {clubs.map((c) => (
            <Box key={c.club} sx={{ ...label, textAlign: 'center', minWidth: 0 }}>
              {c.club}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/** The point at `degrees` clockwise from 12 o'clock on a circle of radius r around (100, 100). */
function polar(r: number, degrees: number): string {
  const a = (degrees * Math.PI) / 180;
  return `${(100 + r * Math.sin(a)).toFixed(2)},${(100 - r * Math.cos(a)).toFixed(2)}`;
}

/** A ring segment between the angles, from the outer radius 96 to the inner 72 % of it. */
export function ringSegment(from: number, to: number): string {
  const outer = 96;
  const inner = outer * 0.72;
  const large = to - from > 180 ? 1 : 0;
  return `M${polar(outer, from)}A${outer},${outer} 0 ${large} 1 ${polar(outer, to)}L${polar(inner, to)}A${inner},${inner} 0 ${large} 0 ${polar(inner, from)}Z`;
}

const GAUGE_START = -110;
const GAUGE_END = 110;

/** Average Smash Factor on a gauge whose maximum is 1.5 (spec section 9): an arc filled to the value. */
export function SmashGauge({ value }: { value: number | null }) {
  const theme = useTheme();
  const filled = value === null ? 0 : Math.min(Math.max(value, 0), SMASH_GAUGE_MAX) / SMASH_GAUGE_MAX;
  const end = GAUGE_START + (GAUGE_END - GAUGE_START) * filled;
  return (
    <Box aria-hidden="true" inert sx={{ width: '100%', maxWidth: 260, mx: 'auto', mt: 1 }}>
      <Box component="svg" viewBox="0 0 200 140" sx={{ display: 'block', width: '100%', height: 'auto', maxHeight: 200 }}>
        <path d={ringSegment(GAUGE_START, GAUGE_END)} fill={theme.palette.action.selected} />
        {filled > 0 && <path d={ringSegment(GAUGE_START, end)} fill={theme.palette.primary.main} />}
        <text x="100" y="112" textAnchor="middle" fontSize="34" fontWeight="700" fill={theme.palette.text.primary} fontFamily={theme.typography.fontFamily}>
          {value === null ? '–' : value.toFixed(2)}
        </text>
      </Box>
    </Box>
  );
}
