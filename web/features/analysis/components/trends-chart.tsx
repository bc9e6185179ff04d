import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartFrame } from '../../../components/charts/chart-frame';
import { formatDay, formatNumber } from '../../../../common/format';

/*
 * One club's weekly means as lines, in the analysis chunk: by default carry on the left axis
 * (distance unit), ball and club speed on the right (speed unit); or any one measurement of the
 * record (club path, face to path, spin…) on its own axis. A picture only, hidden from screen
 * readers and out of reach: the caller gives the same figures as a table. Drawn at a fixed width
 * until its box is measured, like every chart (web/components/charts/chart-frame.tsx).
 */

export interface TrendLine {
  /** The legend's name, with the unit: 'Club Path (deg)'. */
  label: string;
  /** One figure a week, in the display unit; null for a week without it. */
  values: (number | null)[];
  /** The right-hand axis (a second unit); the left by default. */
  right?: boolean;
}

/** Axis figures: whole numbers as they are, others with one decimal. */
const tick = (v: number) => formatNumber(v, Number.isInteger(v) ? 0 : 1);

const shortDate = (day: string) => formatDay(day, { short: true });

/** `weeks`: Mondays, YYYY-MM-DD, oldest first; each line has one figure a week. */
export function TrendsChart({ weeks, lines }: { weeks: string[]; lines: TrendLine[] }) {
  const theme = useTheme();
  const ticks = { fontSize: 12 };
  const colors = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.info.main];
  const twoAxes = lines.some((l) => l.right);
  return (
    <ChartFrame width={480} height={300} measure inert name="trends">
      {(width) => (
        <LineChart
          width={width}
          height={300}
          xAxis={[{ scaleType: 'point', data: weeks, valueFormatter: shortDate, tickLabelStyle: ticks }]}
          yAxis={[
            { id: 'left', width: 48, tickLabelStyle: ticks, valueFormatter: tick },
            ...(twoAxes ? [{ id: 'right', position: 'right' as const, width: 48, tickLabelStyle: ticks, valueFormatter: tick }] : []),
          ]}
          series={lines.map((line, i) => ({
            data: line.values,
            label: line.label,
            yAxisId: line.right ? 'right' : 'left',
            color: colors[i % colors.length],
            showMark: weeks.length < 30,
            connectNulls: true,
          }))}
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
