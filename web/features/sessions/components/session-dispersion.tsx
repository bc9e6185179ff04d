import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { messages } from '../../../../common/messages';
import type { AnalysisClub } from '../../../../common/schemas/analysis';
import { fillMessage } from '../../../../common/stats-format';
import { distanceFromMetres, formatDistance, type UnitPreferences } from '../../../../common/units';
import { useSessionDispersion } from '../api';
import { sessionTexts as t } from '../texts';

// The analysis' own plot (issue 9), a chunk of its own.
const DispersionPlot = lazy(() => import('../../analysis/components/dispersion-plot').then((m) => ({ default: m.DispersionPlot })));

/** The session's shots of one club, carry against offline, with the 95 % ellipse of the counted ones, as the analysis draws them. */
export function SessionDispersion({ sessionId, club, units }: { sessionId: string; club: AnalysisClub; units: UnitPreferences }) {
  const dispersion = useSessionDispersion(sessionId, club);
  const unit = units.distanceUnit;
  const d = (m: number) => `${formatDistance(m, unit)}${unit}`;
  if (dispersion.isError) return <Alert severity="error">{t.dispersionFailed}</Alert>;
  const data = dispersion.data;
  if (!data || data.club !== club) return <Skeleton variant="rounded" height={400} />;
  if (data.shots === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {t.dispersionNoOffline}
      </Typography>
    );
  const e = data.ellipse;
  return (
    <Box>
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
      <Legend />
      <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
        <DispersionPlot
          points={data.points.map((p) => ({
            id: p.id,
            carry: distanceFromMetres(p.carry, unit),
            offline: distanceFromMetres(p.offline, unit),
            greyed: p.excluded || (p.mishit && p.override !== 'restored'),
            label: `${formatDistance(p.carry, unit)} / ${formatDistance(p.offline, unit)}${unit}`,
          }))}
          ellipse={
            e
              ? {
                  carry: distanceFromMetres(e.carry, unit),
                  offline: distanceFromMetres(e.offline, unit),
                  major: distanceFromMetres(e.major, unit),
                  minor: distanceFromMetres(e.minor, unit),
                  angle: e.angle,
                }
              : null
          }
          xLabel={fillMessage(messages.analysisOfflineAxis, { unit })}
          yLabel={fillMessage(messages.analysisCarryColumn, { unit })}
        />
      </Suspense>
    </Box>
  );
}

function Legend() {
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
