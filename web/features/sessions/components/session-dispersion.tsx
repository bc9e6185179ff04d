import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { messages } from '../../../../common/messages';
import type { AnalysisClub } from '../../../../common/schemas/analysis';
import { fillMessage } from '../../../../common/stats-format';
import { distanceFromMetres, formatDistance, type UnitPreferences } from '../../../../common/units';
import { useSessionDispersion } from '../api';
import { sessionTexts as t } from '../texts';
import { DispersionLegend } from '../../analysis/components/dispersion-legend';

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
      <DispersionLegend />
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
