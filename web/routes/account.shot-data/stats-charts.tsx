import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { SMASH_GAUGE_MAX } from '../../../common/constants';
import { ChartFrame } from '../../components/charts/chart-frame';
import { NO_VALUE, formatNumber } from '../../../common/format';

/*
 * The charts of the statistics dashboard, @mui/x-charts drawn with the page, by the server too
 * (decision 025). Each chart is a picture for sighted users, inert and hidden from screen readers:
 * its figures are given as text beside it (the table and labels of the callers).
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

/** The upright bars' height: beside the Smash Factor card of a full bag (13 clubs) on a wide screen, about its height. */
export const BAR_CHART_HEIGHT = 360;
/** A phone's bars lying down: one row a club. */
const ROW_HEIGHT = 28;
const tickFigure = (t: number) => formatNumber(t, Number.isInteger(t) ? 0 : 1);

/**
 * Club Distances: mean carry by club short name, in the user's unit. Upright bars with a scale on
 * wide screens; on a phone the bars lie down, one row per club, so every club's name and figure
 * stay readable. Both are drawn; the screen's width picks one (CSS), so the server draws it right.
 */
export function ClubDistancesBars({ clubs }: { clubs: ClubBar[] }) {
  const theme = useTheme();
  const longest = Math.max(...clubs.map((c) => c.distance), 0);
  const axis = distanceAxis(longest);
  const ticks = Array.from({ length: Math.round(axis.max / axis.step) + 1 }, (_, i) => i * axis.step);
  const names = clubs.map((c) => c.club);
  const series = [
    {
      data: clubs.map((c) => Math.max(c.distance, 0)),
      color: theme.palette.primary.main,
      barLabel: (item: { value: number | null }) => (item.value === null ? null : formatNumber(item.value, 0)),
      barLabelPlacement: 'outside' as const,
    },
  ];
  const label = { fontSize: 12, fill: theme.palette.text.primary };
  const labels = { '& .MuiBarLabel-root': { fill: theme.palette.text.primary, fontSize: 12 } };
  const phoneHeight = clubs.length * ROW_HEIGHT + 8;
  return (
    <Box sx={{ width: '100%' }}>
      {/* A phone: one row per club, the figure at the end of its bar. */}
      <ChartFrame width={320} height={phoneHeight} measure inert sx={{ display: { xs: 'block', sm: 'none' }, ...labels }}>
        {(width) => (
          <BarChart
            layout="horizontal"
            width={width}
            height={phoneHeight}
            series={series}
            yAxis={[{ scaleType: 'band', data: names, width: 36, disableLine: true, disableTicks: true, tickLabelStyle: label, categoryGapRatio: 0.3 }]}
            // Room after the longest bar for its figure.
            xAxis={[{ min: 0, max: longest * 1.2 || 1, position: 'none' }]}
            margin={{ top: 4, bottom: 4, left: 0, right: 4 }}
            hideLegend
            skipAnimation
            disableKeyboardNavigation
            slotProps={{ tooltip: { trigger: 'none' } }}
          />
        )}
      </ChartFrame>
      {/* Wider: upright bars over a scale with lines. */}
      <ChartFrame width={640} height={BAR_CHART_HEIGHT} measure inert sx={{ display: { xs: 'none', sm: 'block' }, ...labels }}>
        {(width) => (
          <BarChart
            width={width}
            height={BAR_CHART_HEIGHT}
            series={series}
            xAxis={[{ scaleType: 'band', data: names, tickLabelStyle: label, categoryGapRatio: 0.36 }]}
            yAxis={[{ min: 0, max: axis.max, tickInterval: ticks, valueFormatter: tickFigure, width: 44, tickLabelStyle: label }]}
            grid={{ horizontal: true }}
            margin={{ top: 16, bottom: 0, left: 0, right: 8 }}
            hideLegend
            skipAnimation
            disableKeyboardNavigation
            slotProps={{ tooltip: { trigger: 'none' } }}
          />
        )}
      </ChartFrame>
    </Box>
  );
}

/** Average Smash Factor on a gauge whose maximum is 1.5 (spec section 9): an arc filled to the value. */
export function SmashGauge({ value }: { value: number | null }) {
  const theme = useTheme();
  const shown = value === null ? 0 : Math.min(Math.max(value, 0), SMASH_GAUGE_MAX);
  return (
    <ChartFrame
      width={200}
      height={140}
      inert
      sx={{
        maxWidth: 260,
        mx: 'auto',
        mt: 1,
        '& .MuiGauge-valueArc': { fill: theme.palette.primary.main },
        '& .MuiGauge-referenceArc': { fill: theme.palette.action.selected },
        '& .MuiGauge-valueText text': { fontSize: 34, fontWeight: 700, fill: theme.palette.text.primary },
      }}
    >
      {(width) => (
        <Gauge
          width={width}
          height={140}
          value={shown}
          valueMin={0}
          valueMax={SMASH_GAUGE_MAX}
          startAngle={-110}
          endAngle={110}
          innerRadius="72%"
          outerRadius="100%"
          cy="60%"
          text={value === null ? NO_VALUE : formatNumber(value, 2)}
          skipAnimation
        />
      )}
    </ChartFrame>
  );
}
