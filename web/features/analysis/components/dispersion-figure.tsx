import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { messages } from '../../../../common/messages';
import type { DispersionResponse } from '../../../../common/schemas/analysis';
import { fillMessage } from '../../../../common/stats-format';
import { formatDistance, type DistanceUnit } from '../../../../common/units';
import { withUnit } from '../../../../common/format';

// The plot and its chart: the analysis' chunk of its own.
const DispersionPlot = lazy(() => import('./dispersion-plot').then((m) => ({ default: m.DispersionPlot })));

/** The dispersion plot's key: counted shots, shots left out, the 95% ellipse. */
function DispersionLegend() {
  const theme = useTheme();
  const item = (swatch: React.ReactNode, text: string) => (
    <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mr: 2 }}>
      <Box component="svg" width={14} height={14} aria-hidden="true">
        {swatch}
      </Box>
      <Typography variant="caption">{text}</Typography>
    </Box>
  );
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
      {item(<circle cx={7} cy={7} r={5} fill={theme.palette.primary.main} fillOpacity={0.7} />, messages.analysisLegendCounted)}
      {item(<circle cx={7} cy={7} r={4.5} fill="none" stroke={theme.palette.grey[500]} strokeWidth={1.5} />, messages.analysisLegendLeftOut)}
      {item(<ellipse cx={7} cy={7} rx={6} ry={4} fill="none" stroke={theme.palette.secondary.main} strokeWidth={2} />, messages.analysisLegendEllipse)}
    </Box>
  );
}

/**
 * One club's dispersion as Shot data's analysis and a session's page show it: the summary in
 * words (count and ellipse), a note when the points are a sample, the key and the plot, whose
 * figures it converts to the display unit itself (the two pages did it each before). The caller
 * says what shows when no shot has an offline figure (`data.shots` is 0).
 */
export function DispersionFigure({ data, unit, onPointClick }: { data: DispersionResponse; unit: DistanceUnit; onPointClick?: (id: string) => void }) {
  const e = data.ellipse;
  const d = (m: number) => withUnit(formatDistance(m, unit), unit);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {fillMessage(messages.analysisDispersionSummary, { club: data.club, count: data.shots })}{' '}
        {e
          ? fillMessage(messages.analysisEllipseSummary, { carry: d(e.carry), offline: d(e.offline), length: d(2 * e.major), width: d(2 * e.minor) })
          : messages.analysisNoEllipse}
      </Typography>
      {data.sampled && (
        <Typography variant="body2" color="text.secondary">
          {fillMessage(messages.analysisSampled, { returned: data.returned, shots: data.shots })}
        </Typography>
      )}
      <DispersionLegend />
      <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
        <DispersionPlot data={data} unit={unit} onPointClick={onPointClick} />
      </Suspense>
    </>
  );
}
