import { createContext, useContext } from 'react';
import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { messages } from '../../../common/messages';
import type { DispersionResponse } from '../../../common/schemas/analysis';
import { fillMessage } from '../../../common/stats-format';
import { distanceFromMetres, type DistanceUnit } from '../../../common/units';
import { ChartFrame } from '../../components/charts/chart-frame';
import { ellipseOutline } from '../../features/analysis/components/dispersion-plot';
import { SIDE_STYLE, type Side } from './compare-sides';

/*
 * One club's shots of two sessions drawn over each other, in the analysis' chunk: offline across,
 * carry up, session A as rings and B as squares, each with its 95 % ellipse (A's dashed). The
 * counted shots only (mishits and shots left out are not drawn). A picture: the figures are the
 * table beside it.
 */

const HEIGHT = 300;

/** The counted shots of a side in the display unit, and its ellipse's outline. */
function sideFigures(data: DispersionResponse | null, unit: DistanceUnit) {
  if (!data) return { points: [] as { x: number; y: number }[], outline: [] as [number, number][] };
  const points = data.points
    .filter((p) => !p.excluded && !(p.mishit && p.override !== 'restored'))
    .map((p) => ({ x: distanceFromMetres(p.offline, unit), y: distanceFromMetres(p.carry, unit) }));
  const e = data.ellipse;
  const outline = e
    ? ellipseOutline({
        carry: distanceFromMetres(e.carry, unit),
        offline: distanceFromMetres(e.offline, unit),
        major: distanceFromMetres(e.major, unit),
        minor: distanceFromMetres(e.minor, unit),
        angle: e.angle,
      })
    : [];
  return { points, outline };
}

const ColourContext = createContext<Record<Side, string>>({ a: '#000', b: '#000' });

/** A ring for A, a square for B: the sessions differ by shape as well as colour. */
function SideMarker({ seriesId, x, y, size }: ScatterMarkerProps) {
  const colours = useContext(ColourContext);
  const side = seriesId === 'b' ? 'b' : 'a';
  if (side === 'a') return <circle data-side="a" cx={x} cy={y} r={size} fill="none" stroke={colours.a} strokeWidth={1.75} />;
  const s = size * 1.7;
  return <rect data-side="b" x={x - s / 2} y={y - s / 2} width={s} height={s} fill={colours.b} fillOpacity={0.75} />;
}

function Ellipses({ outlines }: { outlines: Record<Side, [number, number][]> }) {
  const colours = useContext(ColourContext);
  const x = useXScale<'linear'>();
  const y = useYScale<'linear'>();
  return (
    <>
      {(['a', 'b'] as const).map((side) => {
        const outline = outlines[side];
        if (outline.length === 0) return null;
        const d = outline.map(([ox, oy], i) => `${i === 0 ? 'M' : 'L'}${x(ox).toFixed(1)},${y(oy).toFixed(1)}`).join(' ') + ' Z';
        return <path key={side} data-ellipse={side} d={d} fill="none" stroke={colours[side]} strokeWidth={2} strokeDasharray={SIDE_STYLE[side].dash} pointerEvents="none" />;
      })}
    </>
  );
}

export function CompareDispersionPlot({ a, b, unit }: { a: DispersionResponse | null; b: DispersionResponse | null; unit: DistanceUnit }) {
  const theme = useTheme();
  const colours = { a: SIDE_STYLE.a.colour(theme), b: SIDE_STYLE.b.colour(theme) };
  const sides = { a: sideFigures(a, unit), b: sideFigures(b, unit) };
  const xs = [...sides.a.points, ...sides.b.points].map((p) => p.x).concat([...sides.a.outline, ...sides.b.outline].map(([x]) => x));
  const ys = [...sides.a.points, ...sides.b.points].map((p) => p.y).concat([...sides.a.outline, ...sides.b.outline].map(([, y]) => y));
  // Offline symmetric about the target line; carry from a little under the shortest to over the longest.
  const reach = Math.max(5, ...xs.map(Math.abs)) * 1.1;
  const yMin = ys.length ? Math.min(...ys) : 0;
  const yMax = ys.length ? Math.max(...ys) : 100;
  const pad = Math.max((yMax - yMin) * 0.08, 2);
  const axisLabel = { fontSize: 12, fill: theme.palette.text.secondary };
  return (
    <ColourContext.Provider value={colours}>
      <ChartFrame width={480} height={HEIGHT} measure inert name="compare-dispersion">
        {(width) => (
          <ScatterChart
            width={width}
            height={HEIGHT}
            series={(['a', 'b'] as const).map((id) => ({ id, data: sides[id].points.map((p, i) => ({ id: `${id}${i}`, ...p })), markerSize: 4 }))}
            xAxis={[{ min: -reach, max: reach, tickNumber: 5, label: fillMessage(messages.analysisOfflineAxis, { unit }), labelStyle: axisLabel, tickLabelStyle: axisLabel }]}
            yAxis={[
              {
                min: Math.max(0, yMin - pad),
                max: yMax + pad,
                tickNumber: 5,
                label: fillMessage(messages.analysisCarryColumn, { unit }),
                labelStyle: axisLabel,
                tickLabelStyle: axisLabel,
                width: 56,
              },
            ]}
            grid={{ horizontal: true, vertical: true }}
            slots={{ marker: SideMarker }}
            slotProps={{ tooltip: { trigger: 'none' } }}
            margin={{ top: 12, right: 12, bottom: 0, left: 0 }}
            sx={{ '& .MuiChartsGrid-line': { strokeDasharray: '2 3' } }}
            hideLegend
            disableHitArea
            disableKeyboardNavigation
            skipAnimation
          >
            <Ellipses outlines={{ a: sides.a.outline, b: sides.b.outline }} />
          </ScatterChart>
        )}
      </ChartFrame>
    </ColourContext.Provider>
  );
}
