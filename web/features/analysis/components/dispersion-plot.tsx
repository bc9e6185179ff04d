import { memo, useLayoutEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { useTheme } from '@mui/material/styles';
import type { DispersionResponse } from '../../../../common/schemas/analysis';
import { distanceFromMetres, formatDistance, type DistanceUnit } from '../../../../common/units';
import { DispersionChart, ellipseInUnit, ellipseOutline, useDispersionScales, useOutlinePath, type PlotEllipse } from '../../../components/charts/dispersion-chart';
import { withUnit } from '../../../../common/format';

/*
 * The dispersion plot, in the analysis chunk: one club's shots in a DispersionChart, offline
 * across (left negative, right positive) and carry up the page, with the 95 % confidence
 * ellipse. The picture is hidden from screen readers: its figures are the summary and the shot
 * list beside it, where every shot can be excluded or restored by keyboard too.
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

/** A shot drawn grey: left out by hand, or a mishit not restored by hand. */
const greyed = (p: DispersionResponse['points'][number]) => p.excluded || (p.mishit && p.override !== 'restored');

/** The answer of a dispersion call in the display unit: the points and the ellipse to draw. */
function plotFigures(data: DispersionResponse, unit: DistanceUnit): { points: PlotPoint[]; ellipse: PlotEllipse | null } {
  return {
    points: data.points.map((p) => ({
      id: p.id,
      carry: distanceFromMetres(p.carry, unit),
      offline: distanceFromMetres(p.offline, unit),
      greyed: greyed(p),
      label: `${formatDistance(p.carry, unit)} / ${withUnit(formatDistance(p.offline, unit), unit)}`,
    })),
    ellipse: ellipseInUnit(data.ellipse, unit),
  };
}

const HEIGHT = 360;

/**
 * A shot's figures as its native tooltip, while the pointer is over it: a <title> put into the
 * circle on entering and taken out on leaving. A <title> in each of 2,000 circles made every
 * style recalculation of the page about seven times slower (500 ms against 75 ms at a phone's
 * speed), and the page recalculates on each hover of a menu; one at a time costs nothing.
 */
function showLabel(event: PointerEvent<SVGGElement>) {
  const circle = event.target;
  if (!(circle instanceof SVGCircleElement) || !circle.dataset.label) return;
  const title = circle.querySelector('title') ?? circle.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'title'));
  title.textContent = circle.dataset.label;
}

function hideLabel(event: PointerEvent<SVGGElement>) {
  if (event.target instanceof SVGCircleElement) event.target.querySelector('title')?.remove();
}

/**
 * The shots, greyed ones first so that the counted ones are drawn over them; a click on one does
 * `onPointClick`. What every circle shares (opacity, stroke width, the pointer, the click) is said
 * once on their group, and a circle is keyed by its place: another club's shots reuse the
 * circles drawn, which React then only moves, rather than taking 2,000 out and making 2,000.
 */
function ShotPoints({ points, onPointClick }: { points: PlotPoint[]; onPointClick?: (id: string) => void }) {
  const theme = useTheme();
  const { x, y } = useDispersionScales();
  const drawn = [...points.filter((p) => p.greyed), ...points.filter((p) => !p.greyed)];
  const group = useRef<SVGGElement>(null);
  // A circle under the pointer may now be another shot's: its tooltip says the new shot.
  useLayoutEffect(() => {
    for (const title of group.current?.querySelectorAll('title') ?? []) title.textContent = (title.parentElement as SVGElement | null)?.dataset.label ?? '';
  }, [points]);
  const clickShot = (event: MouseEvent<SVGGElement>) => {
    const id = event.target instanceof SVGCircleElement ? event.target.dataset.shot : undefined;
    if (id) onPointClick?.(id);
  };
  return (
    <g
      ref={group}
      fillOpacity={0.7}
      strokeWidth={1.5}
      style={onPointClick ? { cursor: 'pointer', pointerEvents: 'visible' } : undefined}
      onClick={onPointClick ? clickShot : undefined}
      onPointerOver={showLabel}
      onPointerOut={hideLabel}
    >
      {drawn.map((p, i) => (
        <circle
          key={i}
          data-shot={p.id}
          data-label={p.label}
          cx={x(p.offline)}
          cy={y(p.carry)}
          r={p.greyed ? 4 : 4.5}
          fill={p.greyed ? 'none' : theme.palette.primary.main}
          stroke={p.greyed ? theme.palette.grey[500] : theme.palette.primary.main}
        />
      ))}
    </g>
  );
}

/** The 95% ellipse over the points (clicks go through it). */
function EllipseOutline({ outline }: { outline: [number, number][] }) {
  const theme = useTheme();
  const d = useOutlinePath(outline);
  if (!d) return null;
  return <path data-ellipse d={d} fill={theme.palette.primary.main} fillOpacity={0.06} stroke={theme.palette.secondary.main} strokeWidth={2} pointerEvents="none" />;
}

/** Drawn again only when its figures, unit or click handler change (not as the analysis dims for a read). */
export const DispersionPlot = memo(function DispersionPlot({
  data,
  unit,
  onPointClick,
}: {
  data: DispersionResponse;
  unit: DistanceUnit;
  onPointClick?: (id: string) => void;
}) {
  const { points, ellipse } = plotFigures(data, unit);
  const outline = ellipse ? ellipseOutline(ellipse) : [];
  return (
    <DispersionChart
      name="dispersion"
      width={600}
      height={HEIGHT}
      unit={unit}
      offlines={[...points.map((p) => p.offline), ...outline.map(([x]) => x)]}
      carries={[...points.map((p) => p.carry), ...outline.map(([, y]) => y)]}
    >
      <ShotPoints points={points} onPointClick={onPointClick} />
      <EllipseOutline outline={outline} />
    </DispersionChart>
  );
});
