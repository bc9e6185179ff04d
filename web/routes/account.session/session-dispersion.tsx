import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AnalysisClub, DispersionPoint, DispersionResponse } from '../../../common/schemas/analysis';
import type { UnitPreferences } from '../../../common/units';
import { sessionTexts as t } from '../../features/sessions/texts';
import { DispersionFigure } from '../../features/analysis/components/dispersion-figure';

/**
 * The session's shots of one club, carry against offline, with the 95% ellipse of the counted
 * ones, as the analysis draws them (read by the page's loader); a click on a shot leaves it out of the figures or counts it
 * again (`onToggle`), as in the analysis.
 */
export function SessionDispersion({
  club,
  data,
  loading,
  units,
  onToggle,
}: {
  club: AnalysisClub;
  /** The page loader's dispersion, null where it could not be read. */
  data: DispersionResponse | null;
  /** Another club's is being read. */
  loading: boolean;
  units: UnitPreferences;
  onToggle: (point: DispersionPoint) => void;
}) {
  const unit = units.distanceUnit;
  if (loading) return <Skeleton variant="rounded" height={400} />;
  if (!data || data.club !== club) return <Alert severity="error">{t.dispersionFailed}</Alert>;
  if (data.shots === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {t.dispersionNoOffline}
      </Typography>
    );
  const byId = new Map(data.points.map((p) => [p.id, p]));
  return (
    <Box>
      <DispersionFigure
        data={data}
        unit={unit}
        onPointClick={(id) => {
          const point = byId.get(id);
          if (point) onToggle(point);
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t.dispersionClickHint}
      </Typography>
    </Box>
  );
}
