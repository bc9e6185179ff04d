import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SessionClub } from '../../../common/schemas/sessions';
import { SHOT_METRIC_NAMES, type ShotMetricName } from '../../../common/shot-metrics';
import { fillMessage } from '../../../common/stats-format';
import type { UnitPreferences } from '../../../common/units';
import { CountsTable, type CountsRow } from '../../components/tables/counts-table';
import { formatMetric, formatSmash, metricHeading } from '../../features/sessions/format';
import { sessionTexts as t } from '../../features/sessions/texts';

/** "6 counted of 7 · 1 mishit, left out (Hide mishits is on)": what the figures below are over. */
export function clubShotsLine(club: SessionClub, hideMishits: boolean): string {
  const parts = [fillMessage(t.summaryClubLine, { shots: club.shots, all: club.allShots })];
  if (club.mishits > 0) {
    const count = fillMessage(club.mishits === 1 ? t.summaryMishits : t.summaryMishitsPlural, { count: club.mishits });
    parts.push(`${count}, ${hideMishits ? t.summaryMishitsHidden : t.summaryMishitsShown}`);
  }
  const byHand = club.excluded - (hideMishits ? club.mishits : 0);
  if (byHand > 0) parts.push(fillMessage(t.summaryExcluded, { count: byHand }));
  return parts.join(' · ');
}

/**
 * One club's figures in the session: each measurement's mean and sample standard deviation over
 * the counted shots (mishits left out while "Hide mishits" is on, as in the analysis), in the
 * account's units (a spread converts by the same factor: every conversion is linear through
 * zero), and how many shots had it. Measurements no shot of the club has are left out.
 */
export function ClubSummary({ club, hideMishits, units, labelId }: { club: SessionClub; hideMishits: boolean; units: UnitPreferences; labelId: string }) {
  const rows = SHOT_METRIC_NAMES.filter((name) => club.metrics[name].count > 0);
  const metricRow = (name: ShotMetricName): CountsRow => {
    const m = club.metrics[name];
    return { key: name, label: metricHeading(name, units), cells: [formatMetric(name, m.mean, units), formatMetric(name, m.stddev, units), m.count] };
  };
  const smash: CountsRow[] =
    club.smashFactor.count > 0
      ? [{ key: 'smash', label: t.smashColumn, cells: [formatSmash(club.smashFactor.mean), formatSmash(club.smashFactor.stddev), club.smashFactor.count] }]
      : [];
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="club-shots-line">
        {clubShotsLine(club, hideMishits)}
      </Typography>
      <CountsTable
        labelledBy={labelId}
        columns={[t.metricColumn, t.meanColumn, t.sdColumn, t.countColumn]}
        rows={[...rows.map(metricRow), ...smash]}
        px={{ xs: 1, sm: 2 }}
      />
    </Box>
  );
}

