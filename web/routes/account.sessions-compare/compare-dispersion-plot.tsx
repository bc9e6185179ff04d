import { createContext, useContext } from 'react';
import { useTheme } from '@mui/material/styles';
import type { DispersionResponse } from '../../../common/schemas/analysis';
import { distanceFromMetres, type DistanceUnit } from '../../../common/units';
import { DispersionChart, ellipseInUnit, ellipseOutline, useDispersionScales, useOutlinePath } from '../../components/charts/dispersion-chart';
import { SIDE_STYLE, type Side } from './compare-sides';

/*
 * One club's shots of two sessions drawn over each other, in the analysis' chunk: offline across,
 * carry up, session A as rings and B as squares, each with its 95 % ellipse (A's dashed). The
 * counted shots only (mishits and shots left out are not drawn). A picture: the figures are the
 * table beside it.
 */

const HEIGHT = 300;
const MARKER_SIZE = 4;

/** The counted shots of a side in the display unit, and its ellipse's outline. */
function sideFigures(data: DispersionResponse | null, unit: DistanceUnit) {
  if (!data) return { points: [] as { x: number; y: number }[], outline: [] as [number, number][] };
  const points = data.points
    .filter((p) => !p.excluded && !(p.mishit && p.override !== 'restored'))
    .map((p) => ({ x: distanceFromMetres(p.offline, unit), y: distanceFromMetres(p.carry, unit) }));
  const ellipse = ellipseInUnit(data.ellipse, unit);
  return { points, outline: ellipse ? ellipseOutline(ellipse) : [] };
}

const ColourContext = createContext<Record<Side, string>>({ a: '#000', b: '#000' });

/** A side's shots: a ring each for A, a square for B (the sessions differ by shape as well as colour). */
function SidePoints({ side, points }: { side: Side; points: { x: number; y: number }[] }) {
  const colours = useContext(ColourContext);
  const { x, y } = useDispersionScales();
  const s = MARKER_SIZE * 1.7;
  return (
    <g>
      {points.map((p, i) =>
        side === 'a' ? (
          <circle key={i} data-side="a" cx={x(p.x)} cy={y(p.y)} r={MARKER_SIZE} fill="none" stroke={colours.a} strokeWidth={1.75} />
        ) : (
          <rect key={i} data-side="b" x={x(p.x) - s / 2} y={y(p.y) - s / 2} width={s} height={s} fill={colours.b} fillOpacity={0.75} />
        ),
      )}
    </g>
  );
}

function SideEllipse({ side, outline }: { side: Side; outline: [number, number][] }) {
  const colours = useContext(ColourContext);
  const d = useOutlinePath(outline);
  if (!d) return null;
  return <path data-ellipse={side} d={d} fill="none" stroke={colours[side]} strokeWidth={2} strokeDasharray={SIDE_STYLE[side].dash} pointerEvents="none" />;
}

export function CompareDispersionPlot({ a, b, unit }: { a: DispersionResponse | null; b: DispersionResponse | null; unit: DistanceUnit }) {
  const theme = useTheme();
  const colours = { a: SIDE_STYLE.a.colour(theme), b: SIDE_STYLE.b.colour(theme) };
  const sides = { a: sideFigures(a, unit), b: sideFigures(b, unit) };
  const points = [...sides.a.points, ...sides.b.points];
  const outlines = [...sides.a.outline, ...sides.b.outline];
  return (
    <ColourContext.Provider value={colours}>
      <DispersionChart
        name="compare-dispersion"
        width={480}
        height={HEIGHT}
        unit={unit}
        inert
        offlines={[...points.map((p) => p.x), ...outlines.map(([x]) => x)]}
        carries={[...points.map((p) => p.y), ...outlines.map(([, y]) => y)]}
      >
        <SidePoints side="a" points={sides.a.points} />
        <SidePoints side="b" points={sides.b.points} />
        <SideEllipse side="a" outline={sides.a.outline} />
        <SideEllipse side="b" outline={sides.b.outline} />
      </DispersionChart>
    </ColourContext.Provider>
  );
}
