import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { SMASH_GAUGE_MAX } from '../../../../common/constants';
import { distanceSuffix, type DistanceUnit } from '../../../../common/units';

/*
 * The charts of the statistics dashboard, in a chunk of their own: @mui/x-charts loads only when
 * a dashboard is drawn (Pro view or teaser), never with the public pages. Each chart is a picture
 * for sighted users, inert and hidden from screen readers: its figures are given as text beside it
 * (bar labels, the gauge's value, the table and labels of the callers).
 */

export interface ClubBar {
  club: string;
  /** Mean carry in the display unit, one decimal. */
  distance: number;
}

/**
 * Club Distances: mean carry by club short name, in the user's unit (yards or metres). Upright
 * bars on wide screens; on a phone the bars lie down, one row per club, so every club's name and
 * figure stay readable.
 */
export function ClubDistancesBars({ clubs, unit, width }: { clubs: ClubBar[]; unit: DistanceUnit; width?: number }) {
  const theme = useTheme();
  // Drawn by the browser only (DeferredChart): the screen's width is known from the first render.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const series = [
    {
      dataKey: 'distance',
      color: theme.palette.primary.main,
      valueFormatter: (v: number | null) => (v === null ? '' : `${v.toFixed(1)} ${distanceSuffix(unit)}`),
      barLabel: (item: { value: number | null }) => (item.value === null ? '' : item.value.toFixed(0)),
      barLabelPlacement: 'outside' as const,
    },
  ];
  const dataset = clubs.map((c) => ({ club: c.club, distance: c.distance }));
  const ticks = { fontSize: 12 };
  return (
    <Box aria-hidden="true" inert sx={{ width: '100%' }}>
      {narrow ? (
        <BarChart
          layout="horizontal"
          width={width}
          height={clubs.length * 30 + 40}
          dataset={dataset}
          yAxis={[{ scaleType: 'band', dataKey: 'club', width: 36, tickLabelStyle: ticks }]}
          xAxis={[{ tickLabelStyle: ticks, height: 24 }]}
          series={series}
          margin={{ left: 0, right: 36, top: 0, bottom: 0 }}
          grid={{ vertical: true }}
          hideLegend
        />
      ) : (
        <BarChart
          width={width}
          height={280}
          dataset={dataset}
          xAxis={[{ scaleType: 'band', dataKey: 'club', tickLabelStyle: ticks }]}
          yAxis={[{ width: 44, tickLabelStyle: ticks }]}
          series={series}
          margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
          grid={{ horizontal: true }}
          hideLegend
        />
      )}
    </Box>
  );
}

/** Average Smash Factor on a gauge whose maximum is 1.5 (spec section 9). */
export function SmashGauge({ value, width }: { value: number | null; width?: number }) {
  const theme = useTheme();
  return (
    <Box aria-hidden="true" inert sx={{ width: '100%', maxWidth: 260, mx: 'auto' }}>
      <Gauge
        width={width === undefined ? undefined : Math.min(width, 260)}
        height={200}
        value={value === null ? null : Math.min(value, SMASH_GAUGE_MAX)}
        valueMin={0}
        valueMax={SMASH_GAUGE_MAX}
        startAngle={-110}
        endAngle={110}
        innerRadius="72%"
        text={() => (value === null ? '–' : value.toFixed(2))}
        sx={{
          [`& .${gaugeClasses.valueText}`]: { fontSize: 34, fontWeight: 700, transform: 'translate(0px, 8px)' },
          [`& .${gaugeClasses.valueArc}`]: { fill: theme.palette.primary.main },
          [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.action.selected },
        }}
      />
    </Box>
  );
}
