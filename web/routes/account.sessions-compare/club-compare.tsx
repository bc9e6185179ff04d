import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CountsTable } from '../../components/tables/counts-table';
import { COMPARED_METRICS, type ClubDispersions, type SessionCompareResponse } from '../../../common/schemas/sessions';
import { fillMessage } from '../../../common/stats-format';
import type { UnitPreferences } from '../../../common/units';
import { formatMetric, formatMetricDifference, metricHeading } from '../../features/sessions/format';
import { sessionTexts as t } from '../../features/sessions/texts';
import { visuallyHidden } from '../../features/stats/components/visually-hidden';
import { verdict, type Verdict } from './compare-sides';
import { formatSigned } from '../../../common/format';

// The overlay and its chart: the analysis' chunk, loaded when the page runs.
const CompareDispersionPlot = lazy(() => import('./compare-dispersion-plot').then((m) => ({ default: m.CompareDispersionPlot })));

type ClubRow = SessionCompareResponse['clubs'][number];

const signed = (n: number) => formatSigned(n, 0);

/** B − A with its verdict: green and ▲ for better, red and ▼ for worse, the word for screen readers. */
function Difference({ text, judged }: { text: string; judged: Verdict }) {
  if (!judged) return <>{text}</>;
  const better = judged === 'better';
  return (
    <Box component="span" data-verdict={judged} sx={{ color: better ? 'success.main' : 'error.main', whiteSpace: 'nowrap' }}>
      {text}
      <Box component="span" aria-hidden="true" sx={{ ml: 0.5, fontSize: '0.8em' }}>
        {better ? '▲' : '▼'}
      </Box>
      <Box component="span" sx={visuallyHidden}>{` ${better ? t.compareBetter : t.compareWorse}`}</Box>
    </Box>
  );
}

/** One club of the compare: both sessions' shots drawn over each other, then the means of A and B and B − A. */
export function ClubCompare({ club, units, dispersion }: { club: ClubRow; units: UnitPreferences; dispersion: ClubDispersions | null }) {
  const id = `compare-${club.club}`;
  const side = (s: ClubRow['a'], render: (s: NonNullable<ClubRow['a']>) => string) => (s ? render(s) : t.compareNoClub);
  const drawn = dispersion && ((dispersion.a?.shots ?? 0) > 0 || (dispersion.b?.shots ?? 0) > 0);
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
          {club.club}
        </Typography>
        {dispersion &&
          (drawn ? (
            <Box role="img" aria-label={fillMessage(t.compareDispersionLabel, { club: club.club })} sx={{ mb: 1 }}>
              <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
                <CompareDispersionPlot a={dispersion.a} b={dispersion.b} unit={units.distanceUnit} />
              </Suspense>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t.compareNoDispersion}
            </Typography>
          ))}
        <CountsTable
          labelledBy={id}
          columns={[t.metricColumn, t.compareSessionA, t.compareSessionB, t.compareDifference]}
          rows={[
            {
              key: 'shots',
              label: t.compareShots,
              cells: [side(club.a, (s) => String(s.shots)), side(club.b, (s) => String(s.shots)), club.a && club.b ? signed(club.b.shots - club.a.shots) : '–'],
            },
            ...COMPARED_METRICS.map((name) => ({
              key: name,
              label: metricHeading(name, units),
              cells: [
                side(club.a, (s) => formatMetric(name, s[name], units)),
                side(club.b, (s) => formatMetric(name, s[name], units)),
                club.difference ? (
                  <Difference text={formatMetricDifference(name, club.difference[name], units)} judged={verdict(name, club.a?.[name] ?? null, club.b?.[name] ?? null)} />
                ) : (
                  '–'
                ),
              ],
              boldLast: true,
            })),
          ]}
          px={{ xs: 0.75, sm: 1.5 }}
        />
      </CardContent>
    </Card>
  );
}
