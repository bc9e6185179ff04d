import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartFrame } from '../../../components/charts/chart-frame';

/*
 * One club's weekly means as lines, in the analysis chunk: carry on the left axis (distance
 * unit), ball and club speed on the right (speed unit). A picture only, hidden from screen
 * readers and out of reach: the caller gives the same figures as a table. Drawn at a fixed width
 * until its box is measured, like every chart (web/components/charts/chart-frame.tsx).
 */

export interface TrendPoint {
  /** Monday of the week, YYYY-MM-DD. */
  week: string;
  carry: number;
  ballSpeed: number;
  clubSpeed: number | null;
}

/** Axis figures: whole numbers as they are, others with one decimal. */
const tick = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

const shortDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function TrendsChart({ weeks, labels }: { weeks: TrendPoint[]; labels: { carry: string; ballSpeed: string; clubSpeed: string } }) {
  const theme = useTheme();
  const ticks = { fontSize: 12 };
  const dataset = weeks.map((w) => ({ week: w.week, carry: w.carry, ballSpeed: w.ballSpeed, clubSpeed: w.clubSpeed }));
  return (
    <ChartFrame width={480} height={300} measure inert>
      {(width) => (
        <LineChart
          width={width}
          height={300}
          dataset={dataset}
          xAxis={[{ scaleType: 'point', dataKey: 'week', valueFormatter: shortDate, tickLabelStyle: ticks }]}
          yAxis={[
            { id: 'distance', width: 48, tickLabelStyle: ticks, valueFormatter: tick },
            { id: 'speed', position: 'right', width: 48, tickLabelStyle: ticks, valueFormatter: tick },
          ]}
          series={[
            { dataKey: 'carry', label: labels.carry, yAxisId: 'distance', color: theme.palette.primary.main, showMark: weeks.length < 30 },
            { dataKey: 'ballSpeed', label: labels.ballSpeed, yAxisId: 'speed', color: theme.palette.secondary.main, showMark: weeks.length < 30 },
            {
              dataKey: 'clubSpeed',
              label: labels.clubSpeed,
              yAxisId: 'speed',
              color: theme.palette.info.main,
              showMark: weeks.length < 30,
              connectNulls: true,
            },
          ]}
          margin={{ left: 0, right: 0, top: 8, bottom: 0 }}
          grid={{ horizontal: true }}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
          skipAnimation
          disableKeyboardNavigation
        />
      )}
    </ChartFrame>
  );
}
