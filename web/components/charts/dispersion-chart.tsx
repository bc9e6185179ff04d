import type { ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';
import type { DispersionResponse } from '../../../common/schemas/analysis';
import { distanceFromMetres, type DistanceUnit } from '../../../common/units';
import { ChartFrame } from './chart-frame';

/*
 * The frame of every dispersion picture (Shot data's analysis, a session's clubs, two sessions
 * compared): offline across, symmetric about the target line (left negative), carry up the page,
 * dashed grid lines, axes named in the display unit. x-charts draws the axes and the grid; the
 * shots are the caller's own SVG elements placed through the chart's scales. x-charts' own
 * markers are React components of several hooks each, which made a club of 2,000 shots take
 * seconds to draw on a phone; a plain <circle> per shot draws the same picture.
 */

/** An ellipse in the display unit: its centre, half-axes and angle (degrees, from the offline axis toward the carry axis). */
export interface PlotEllipse {
  carry: number;
  offline: number;
  major: number;
  minor: number;
  angle: number;
}

/** An answer's ellipse (metres) in the display unit. */
export function ellipseInUnit(e: DispersionResponse['ellipse'], unit: DistanceUnit): PlotEllipse | null {
  if (!e) return null;
  const d = (metres: number) => distanceFromMetres(metres, unit);
  return { carry: d(e.carry), offline: d(e.offline), major: d(e.major), minor: d(e.minor), angle: e.angle };
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

/** The chart's scales inside DispersionChart: offline and carry (display unit) to pixels. */
export function useDispersionScales() {
  return { x: useXScale<'linear'>(), y: useYScale<'linear'>() };
}

/** An outline (from ellipseOutline) as a closed SVG path through the chart's scales. */
export function useOutlinePath(outline: [number, number][]): string | null {
  const { x, y } = useDispersionScales();
  if (outline.length === 0) return null;
  return outline.map(([ox, oy], i) => `${i === 0 ? 'M' : 'L'}${x(ox).toFixed(1)},${y(oy).toFixed(1)}`).join(' ') + ' Z';
}

export interface DispersionChartProps {
  /** `data-chart` on the box, for the browser tests. */
  name: string;
  /** The width drawn at on the server (then the box's own) and the height. */
  width: number;
  height: number;
  unit: DistanceUnit;
  /** Every offline and carry figure drawn (shots and outlines): the axes hold them all. */
  offlines: number[];
  carries: number[];
  /** A picture only, out of reach of the pointer too (the figures are beside it). */
  inert?: boolean;
  /** The shots and ellipses, drawn with useDispersionScales. */
  children: ReactNode;
}

/** No "No data" overlay: the chart has no series of its own, its shots are the caller's elements. */
const NoDataOverlayLeftOut = () => null;

export function DispersionChart({ name, width, height, unit, offlines, carries, inert, children }: DispersionChartProps) {
  const theme = useTheme();
  // Offline symmetric about the target line; carry from a little under the shortest to over the longest.
  const reach = offlines.reduce((most, x) => Math.max(most, Math.abs(x)), 5) * 1.1;
  const carryMin = carries.length ? carries.reduce((a, b) => Math.min(a, b)) : 0;
  const carryMax = carries.length ? carries.reduce((a, b) => Math.max(a, b)) : 100;
  const pad = Math.max((carryMax - carryMin) * 0.08, 2);
  const axisLabel = { fontSize: 12, fill: theme.palette.text.secondary };
  return (
    <ChartFrame width={width} height={height} measure inert={inert} name={name}>
      {(drawnWidth) => (
        <ScatterChart
          width={drawnWidth}
          height={height}
          series={[]}
          // The shots are the caller's, not a series: x-charts would say "No data to display" over them.
          slots={{ noDataOverlay: NoDataOverlayLeftOut }}
          xAxis={[{ min: -reach, max: reach, tickNumber: 5, label: fillMessage(messages.analysisOfflineAxis, { unit }), labelStyle: axisLabel, tickLabelStyle: axisLabel }]}
          yAxis={[
            {
              min: Math.max(0, carryMin - pad),
              max: carryMax + pad,
              tickNumber: 5,
              label: fillMessage(messages.analysisCarryColumn, { unit }),
              labelStyle: axisLabel,
              tickLabelStyle: axisLabel,
              width: 56,
            },
          ]}
          grid={{ horizontal: true, vertical: true }}
          slotProps={{ tooltip: { trigger: 'none' } }}
          margin={{ top: 12, right: 12, bottom: 0, left: 0 }}
          sx={{ '& .MuiChartsGrid-line': { strokeDasharray: '2 3' } }}
          hideLegend
          disableHitArea
          disableKeyboardNavigation
          skipAnimation
        >
          {children}
        </ScatterChart>
      )}
    </ChartFrame>
  );
}
