import { useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

/*
 * The dispersion plot, in the analysis chunk: an SVG scatter of one club's shots, offline across
 * (left negative, right positive) and carry up the page, with the 95 % confidence ellipse as a
 * path. The picture is hidden from screen readers: its figures are the summary and the shot list
 * beside it, where every shot can be excluded or restored by keyboard too.
 */

export interface PlotPoint {
  id: string;
  /** In the display unit. */
  carry: number;
  offline: number;
  /** Drawn grey: a mishit not restored by hand, or left out of the figures. */
  greyed: boolean;
  label: string;
}

export interface PlotEllipse {
  carry: number;
  offline: number;
  major: number;
  minor: number;
  /** Degrees, from the offline axis toward the carry axis. */
  angle: number;
}

const HEIGHT = 360;
const MARGIN = { top: 12, right: 12, bottom: 40, left: 52 };

/** About five round steps (1, 2, 2.5 or 5 × 10^n) across a range. */
function ticks(min: number, max: number, count = 5): number[] {
  const span = max - min || 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + 1e-9; v += step) out.push(Math.round(v * 1000) / 1000);
  return out;
}

/** Points of the ellipse's outline in data coordinates (offline, carry). */
export function ellipseOutline(e: PlotEllipse, segments = 72): [number, number][] {
  const theta = (e.angle * Math.PI) / 180;
  const out: [number, number][] = [];
  for (let i = 0; i <= segments; i++) {
    const t = (i / segments) * 2 * Math.PI;
    const x = e.major * Math.cos(t) * Math.cos(theta) - e.minor * Math.sin(t) * Math.sin(theta);
    const y = e.major * Math.cos(t) * Math.sin(theta) + e.minor * Math.sin(t) * Math.cos(theta);
    out.push([e.offline + x, e.carry + y]);
  }
  return out;
}

function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(600);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setWidth(Math.max(240, Math.round(el.getBoundingClientRect().width)));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export function DispersionPlot({
  points,
  ellipse,
  xLabel,
  yLabel,
  onPointClick,
}: {
  points: PlotPoint[];
  ellipse: PlotEllipse | null;
  xLabel: string;
  yLabel: string;
  onPointClick?: (id: string) => void;
}) {
  const theme = useTheme();
  const [ref, width] = useWidth<HTMLDivElement>();
  const outline = ellipse ? ellipseOutline(ellipse) : [];
  const xs = [...points.map((p) => p.offline), ...outline.map(([x]) => x)];
  const ys = [...points.map((p) => p.carry), ...outline.map(([, y]) => y)];
  // Offline symmetric about the target line; carry from a little under the shortest to over the longest.
  const reach = Math.max(5, ...xs.map(Math.abs)) * 1.1;
  const yMinData = ys.length ? Math.min(...ys) : 0;
  const yMaxData = ys.length ? Math.max(...ys) : 100;
  const pad = Math.max((yMaxData - yMinData) * 0.08, 2);
  const yMin = Math.max(0, yMinData - pad);
  const yMax = yMaxData + pad;
  const plotW = width - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const sx = (x: number) => MARGIN.left + ((x + reach) / (2 * reach)) * plotW;
  const sy = (y: number) => MARGIN.top + (1 - (y - yMin) / (yMax - yMin || 1)) * plotH;
  const grey = theme.palette.grey[500];
  const counted = theme.palette.primary.main;
  const axisColor = theme.palette.text.secondary;
  const gridColor = theme.palette.divider;
  const path = outline.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${sx(x).toFixed(1)},${sy(y).toFixed(1)}`).join(' ') + (outline.length ? ' Z' : '');
  // Greyed points first, so the counted ones are drawn on top of them.
  const ordered = [...points.filter((p) => p.greyed), ...points.filter((p) => !p.greyed)];

  return (
    <Box ref={ref} aria-hidden="true" sx={{ width: '100%' }}>
      <svg width={width} height={HEIGHT} role="presentation" style={{ display: 'block', fontFamily: theme.typography.fontFamily }}>
        {ticks(-reach, reach).map((x) => (
          <g key={`x${x}`}>
            <line x1={sx(x)} x2={sx(x)} y1={MARGIN.top} y2={MARGIN.top + plotH} stroke={gridColor} strokeDasharray={x === 0 ? undefined : '2 3'} />
            <text x={sx(x)} y={MARGIN.top + plotH + 16} fontSize={12} textAnchor="middle" fill={axisColor}>
              {x}
            </text>
          </g>
        ))}
        {ticks(yMin, yMax).map((y) => (
          <g key={`y${y}`}>
            <line x1={MARGIN.left} x2={MARGIN.left + plotW} y1={sy(y)} y2={sy(y)} stroke={gridColor} strokeDasharray="2 3" />
            <text x={MARGIN.left - 6} y={sy(y) + 4} fontSize={12} textAnchor="end" fill={axisColor}>
              {y}
            </text>
          </g>
        ))}
        <text x={MARGIN.left + plotW / 2} y={HEIGHT - 6} fontSize={12} textAnchor="middle" fill={axisColor}>
          {xLabel}
        </text>
        <text transform={`translate(14 ${MARGIN.top + plotH / 2}) rotate(-90)`} fontSize={12} textAnchor="middle" fill={axisColor}>
          {yLabel}
        </text>
        {ordered.map((p) => (
          <circle
            key={p.id}
            data-shot={p.id}
            cx={sx(p.offline)}
            cy={sy(p.carry)}
            r={p.greyed ? 4 : 4.5}
            fill={p.greyed ? 'none' : counted}
            fillOpacity={0.7}
            stroke={p.greyed ? grey : counted}
            strokeWidth={1.5}
            style={onPointClick ? { cursor: 'pointer', pointerEvents: 'visible' } : undefined}
            onClick={onPointClick ? () => onPointClick(p.id) : undefined}
          >
            <title>{p.label}</title>
          </circle>
        ))}
        {path && <path d={path} fill={counted} fillOpacity={0.06} stroke={theme.palette.secondary.main} strokeWidth={2} pointerEvents="none" />}
      </svg>
    </Box>
  );
}
