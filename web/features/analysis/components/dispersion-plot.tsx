import { createContext, useContext } from 'react';
import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { messages } from '../../../../common/messages';
import type { DispersionResponse } from '../../../../common/schemas/analysis';
import { fillMessage } from '../../../../common/stats-format';
import { distanceFromMetres, formatDistance, type DistanceUnit } from '../../../../common/units';
import { ChartFrame } from '../../../components/charts/chart-frame';
import { withUnit } from '../../../../common/format';

/*
 * The dispersion plot, in the analysis chunk: an x-charts ScatterChart of one club's shots,
 * offline across (left negative, right positive) and carry up the page, with the 95 % confidence
 * ellipse drawn inside the chart with its scales. The picture is hidden from screen readers: its
 * figures are the summary and the shot list beside it, where every shot can be excluded or
 * restored by keyboard too.
 */

interface PlotPoint {
  id: string;
  /** In the display unit. */
  carry: number;
  offline: number;
  /** Drawn grey: a mishit not restored by hand, or left out of the figures. */
  greyed: boolean;
  label: string;
}

interface PlotEllipse {
  carry: number;
  offline: number;
  major: number;
  minor: number;
  /** Degrees, from the offline axis toward the carry axis. */
  angle: number;
}

/** A shot drawn grey: left out by hand, or a mishit not restored by hand. */
const greyed = (p: DispersionResponse['points'][number]) => p.excluded || (p.mishit && p.override !== 'restored');

/** The answer of a dispersion call in the display unit: the points and the ellipse to draw. */
function plotFigures(data: DispersionResponse, unit: DistanceUnit): { points: PlotPoint[]; ellipse: PlotEllipse | null } {
  const e = data.ellipse;
  return {
    points: data.points.map((p) => ({
      id: p.id,
      carry: distanceFromMetres(p.carry, unit),
      offline: distanceFromMetres(p.offline, unit),
      greyed: greyed(p),
      label: `${formatDistance(p.carry, unit)} / ${withUnit(formatDistance(p.offline, unit), unit)}`,
    })),
    ellipse: e
      ? {
          carry: distanceFromMetres(e.carry, unit),
          offline: distanceFromMetres(e.offline, unit),
          major: distanceFromMetres(e.major, unit),
          minor: distanceFromMetres(e.minor, unit),
          angle: e.angle,
        }
      : null,
  };
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

const HEIGHT = 360;

/** The series' points by series id, and what a click on one does: for the markers drawn by x-charts. */
const PointsContext = createContext<{ series: Record<string, PlotPoint[]>; onPointClick?: (id: string) => void }>({ series: {} });

/** One shot: a filled dot when counted, a ring when greyed, its figures as its native tooltip. */
function ShotMarker({ seriesId, dataIndex, x, y, size }: ScatterMarkerProps) {
  const theme = useTheme();
  const { series, onPointClick } = useContext(PointsContext);
  const p = series[String(seriesId)]?.[dataIndex];
  if (!p) return null;
  const color = p.greyed ? theme.palette.grey[500] : theme.palette.primary.main;
  return (
    <circle
      data-shot={p.id}
      cx={x}
      cy={y}
      r={size}
      fill={p.greyed ? 'none' : color}
      fillOpacity={0.7}
      stroke={color}
      strokeWidth={1.5}
      style={onPointClick ? { cursor: 'pointer', pointerEvents: 'visible' } : undefined}
      onClick={onPointClick ? () => onPointClick(p.id) : undefined}
    >
      <title>{p.label}</title>
    </circle>
  );
}

/** The 95% ellipse, through the chart's own scales, over the points (clicks go through it). */
function EllipseOutline({ outline }: { outline: [number, number][] }) {
  const theme = useTheme();
  const x = useXScale<'linear'>();
  const y = useYScale<'linear'>();
  if (outline.length === 0) return null;
  const d = outline.map(([ox, oy], i) => `${i === 0 ? 'M' : 'L'}${x(ox).toFixed(1)},${y(oy).toFixed(1)}`).join(' ') + ' Z';
  return <path data-ellipse d={d} fill={theme.palette.primary.main} fillOpacity={0.06} stroke={theme.palette.secondary.main} strokeWidth={2} pointerEvents="none" />;
}

export function DispersionPlot({ data, unit, onPointClick }: { data: DispersionResponse; unit: DistanceUnit; onPointClick?: (id: string) => void }) {
  const theme = useTheme();
  const { points, ellipse } = plotFigures(data, unit);
  const outline = ellipse ? ellipseOutline(ellipse) : [];
  const xs = [...points.map((p) => p.offline), ...outline.map(([x]) => x)];
  const ys = [...points.map((p) => p.carry), ...outline.map(([, y]) => y)];
  // Offline symmetric about the target line; carry from a little under the shortest to over the longest.
  const reach = Math.max(5, ...xs.map(Math.abs)) * 1.1;
  const yMinData = ys.length ? Math.min(...ys) : 0;
  const yMaxData = ys.length ? Math.max(...ys) : 100;
  const pad = Math.max((yMaxData - yMinData) * 0.08, 2);
  // Greyed points first, so the counted ones are drawn on top of them.
  const series = { greyed: points.filter((p) => p.greyed), counted: points.filter((p) => !p.greyed) };
  const axisLabel = { fontSize: 12, fill: theme.palette.text.secondary };
  return (
    <PointsContext.Provider value={{ series, onPointClick }}>
      <ChartFrame width={600} height={HEIGHT} measure name="dispersion">
        {(width) => (
          <ScatterChart
            width={width}
            height={HEIGHT}
            series={(['greyed', 'counted'] as const).map((id) => ({
              id,
              data: series[id].map((p) => ({ id: p.id, x: p.offline, y: p.carry })),
              markerSize: id === 'greyed' ? 4 : 4.5,
            }))}
            xAxis={[
              {
                min: -reach,
                max: reach,
                tickNumber: 5,
                label: fillMessage(messages.analysisOfflineAxis, { unit }),
                labelStyle: axisLabel,
                tickLabelStyle: axisLabel,
              },
            ]}
            yAxis={[
              {
                min: Math.max(0, yMinData - pad),
                max: yMaxData + pad,
                tickNumber: 5,
                label: fillMessage(messages.analysisCarryColumn, { unit }),
                labelStyle: axisLabel,
                tickLabelStyle: axisLabel,
                width: 56,
              },
            ]}
            grid={{ horizontal: true, vertical: true }}
            slots={{ marker: ShotMarker }}
            slotProps={{ tooltip: { trigger: 'none' } }}
            margin={{ top: 12, right: 12, bottom: 0, left: 0 }}
            sx={{ '& .MuiChartsGrid-line': { strokeDasharray: '2 3' } }}
            hideLegend
            disableHitArea
            disableKeyboardNavigation
            skipAnimation
          >
            <EllipseOutline outline={outline} />
          </ScatterChart>
        )}
      </ChartFrame>
    </PointsContext.Provider>
  );
}
