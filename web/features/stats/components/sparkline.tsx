import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

/** The drawing's own units: the picture is stretched to the card's width (preserveAspectRatio none). */
const WIDTH = 100;
export const SPARKLINE_HEIGHT = 48;

/**
 * The control points of a natural cubic spline through `v` (one coordinate), as d3-shape's
 * curveNatural computes them: the tridiagonal system solved by the Thomas algorithm. Segment i
 * runs from v[i] to v[i+1] with control points a[i] and b[i].
 */
function controlPoints(v: number[]): [number[], number[]] {
  const n = v.length - 1;
  const a = new Array<number>(n);
  const b = new Array<number>(n);
  const r = new Array<number>(n);
  a[0] = 0;
  b[0] = 2;
  r[0] = v[0] + 2 * v[1];
  for (let i = 1; i < n - 1; i++) {
    a[i] = 1;
    b[i] = 4;
    r[i] = 4 * v[i] + 2 * v[i + 1];
  }
  a[n - 1] = 2;
  b[n - 1] = 7;
  r[n - 1] = 8 * v[n - 1] + v[n];
  for (let i = 1; i < n; i++) {
    const m = a[i] / b[i - 1];
    b[i] -= m;
    r[i] -= m * r[i - 1];
  }
  a[n - 1] = r[n - 1] / b[n - 1];
  for (let i = n - 2; i >= 0; i--) a[i] = (r[i] - a[i + 1]) / b[i];
  b[n - 1] = (v[n] + a[n - 1]) / 2;
  for (let i = 0; i < n - 1; i++) b[i] = 2 * v[i + 1] - a[i + 1];
  return [a, b];
}

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * The sparkline's line through `data` (two points or more, oldest first), scaled to the data's own
 * range with 15 % room above and below (so that a change of a few yards shows), in a WIDTH ×
 * SPARKLINE_HEIGHT box: an SVG path, a straight line for two points, a natural curve for more.
 */
export function sparklinePath(data: number[]): string {
  const min = Math.min(...data);
  const max = Math.max(...data);
  const pad = (max - min) * 0.15 || Math.abs(max) * 0.05 || 1;
  const x = data.map((_, i) => round((i / (data.length - 1)) * WIDTH));
  const y = data.map((d) => round(SPARKLINE_HEIGHT - ((d - (min - pad)) / (max - min + 2 * pad)) * SPARKLINE_HEIGHT));
  if (data.length === 2) return `M${x[0]},${y[0]}L${x[1]},${y[1]}`;
  const [ax, bx] = controlPoints(x);
  const [ay, by] = controlPoints(y);
  const segments = x.slice(1).map((_, i) => `C${round(ax[i])},${round(ay[i])},${round(bx[i])},${round(by[i])},${x[i + 1]},${y[i + 1]}`);
  return `M${x[0]},${y[0]}${segments.join('')}`;
}

/**
 * The little line under a stat card's figure, with the area below it shaded: a plain SVG drawn
 * with the page (by the server too, at any width: it stretches to the card), so a card needs no
 * chart library and the page nothing after it paints. A picture, hidden from screen readers: the
 * card's figure and trend are its text.
 */
export function Sparkline({ data }: { data: number[] }) {
  const theme = useTheme();
  const line = sparklinePath(data);
  const color = theme.palette.primary.light;
  return (
    <Box
      component="svg"
      aria-hidden="true"
      viewBox={`0 0 ${WIDTH} ${SPARKLINE_HEIGHT}`}
      preserveAspectRatio="none"
      sx={{ display: 'block', width: '100%', height: SPARKLINE_HEIGHT, overflow: 'visible' }}
    >
      <path d={`${line}L${WIDTH},${SPARKLINE_HEIGHT}L0,${SPARKLINE_HEIGHT}Z`} fill={color} fillOpacity={0.25} stroke="none" />
      <path d={line} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
    </Box>
  );
}
