import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { ChartFrame } from '../../components/charts/chart-frame';

export const SPARKLINE_HEIGHT = 48;

/**
 * The sparkline's scale: the data's own range with 15 % room above and below, so that a change of
 * a few yards shows (a flat line sits in the middle).
 */
export function sparklineRange(data: number[]): { min: number; max: number } {
  const min = Math.min(...data);
  const max = Math.max(...data);
  const pad = (max - min) * 0.15 || Math.abs(max) * 0.05 || 1;
  return { min: min - pad, max: max + pad };
}

/**
 * The little line under a stat card's figure (two points or more, oldest first), with the area
 * below it shaded: an x-charts SparkLineChart drawn with the page, by the server too. A picture,
 * hidden from screen readers and out of reach: the card's figure and trend are its text.
 */
export function Sparkline({ data }: { data: number[] }) {
  const theme = useTheme();
  const color = theme.palette.primary.light;
  return (
    <ChartFrame
      width={300}
      height={SPARKLINE_HEIGHT}
      measure
      inert
      sx={{ '& .MuiLineChart-area': { fillOpacity: 0.25, filter: 'none' } }}
    >
      {(width) => (
        <SparkLineChart
          data={data}
          width={width}
          height={SPARKLINE_HEIGHT}
          area
          curve={data.length > 2 ? 'natural' : 'linear'}
          color={color}
          yAxis={sparklineRange(data)}
          margin={{ top: 1, bottom: 0, left: 1, right: 1 }}
          skipAnimation
          disableKeyboardNavigation
        />
      )}
    </ChartFrame>
  );
}
