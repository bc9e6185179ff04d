import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SMASH_GAUGE_MAX } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';
import { distanceWord, type DistanceUnit } from '../../../common/units';
import { BAR_CHART_HEIGHT, ClubDistancesBars, SmashGauge, type ClubBar } from './stats-charts';
import { StatCard, StatCardSkeleton, type StatCardView } from './stat-card';
import { visuallyHidden } from '../../features/stats/components/visually-hidden';
import { VisuallyHiddenTable } from '../../features/stats/components/visually-hidden-table';
import { formatNumber } from '../../../common/format';

export interface DashboardView {
  cards: StatCardView[];
  /** `smash`: the club's mean smash factor, null without a club speed (the teaser has none). */
  clubs: (ClubBar & { shots?: number; smash?: number | null })[];
  /** The unit of `clubs[].distance` and of the distance cards' figures (Settings, Units). */
  distanceUnit: DistanceUnit;
  smash: number | null;
}

/** In two columns an odd count of stat cards leaves the last one alone: it takes the whole row. */
const aloneInItsRow = (index: number, count: number) =>
  count % 2 === 1 && index === count - 1 ? { gridColumn: { sm: '1 / -1', lg: 'auto' } } : undefined;

/** Spec section 2, "Statistics dashboard": stat cards, the Club Distances bar chart and the Smash Factor gauge. */
export function StatsDashboard({ view }: { view: DashboardView | null }) {
  const clubsSummary = view ? fillMessage(messages.statClubDistancesSummary, { unit: distanceWord(view.distanceUnit) }) : null;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {view
        ? view.cards.map((card, i) => <StatCard key={card.title} card={card} sx={aloneInItsRow(i, view.cards.length)} />)
        : [0, 1, 2].map((i) => <StatCardSkeleton key={i} sx={aloneInItsRow(i, 3)} />)}

      <Card component="section" aria-labelledby="club-distances-heading" sx={{ gridColumn: { sm: '1 / -1', lg: 'span 2' } }}>
        <CardContent sx={{ p: 2.5 }}>
          <Typography id="club-distances-heading" variant="h6" component="h2">
            {messages.statClubDistances}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, minHeight: '1.43em' }}>
            {clubsSummary}
          </Typography>
          {!view ? (
            <Skeleton variant="rounded" height={BAR_CHART_HEIGHT} />
          ) : view.clubs.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {messages.statNoData}
            </Typography>
          ) : (
            <>
              <ClubDistancesBars clubs={view.clubs} />
              <VisuallyHiddenTable>
                <caption>{clubsSummary}</caption>
                <thead>
                  <tr>
                    <th scope="col">{messages.statClubColumn}</th>
                    <th scope="col">{fillMessage(messages.statAverageCarryColumn, { unit: distanceWord(view.distanceUnit) })}</th>
                    {view.clubs[0].shots !== undefined && <th scope="col">{messages.statShotsColumn}</th>}
                  </tr>
                </thead>
                <tbody>
                  {view.clubs.map((c) => (
                    <tr key={c.club}>
                      <th scope="row">{c.club}</th>
                      <td>{formatNumber(c.distance)}</td>
                      {c.shots !== undefined && <td>{c.shots}</td>}
                    </tr>
                  ))}
                </tbody>
              </VisuallyHiddenTable>
            </>
          )}
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="smash-heading">
        <CardContent sx={{ p: 2.5 }}>
          <Typography id="smash-heading" variant="h6" component="h2">
            {messages.statAverageSmashFactor}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {messages.statAllShots}
          </Typography>
          {!view ? (
            <Skeleton variant="circular" width={180} height={180} sx={{ mx: 'auto', mt: 2 }} />
          ) : (
            <>
              <SmashGauge value={view.smash} />
              <Typography sx={visuallyHidden}>
                {view.smash === null
                  ? messages.statNoData
                  : fillMessage(messages.statSmashSummary, { value: formatNumber(view.smash, 2), max: formatNumber(SMASH_GAUGE_MAX) })}
              </Typography>
              <Typography variant="body2" color="text.secondary" align="center" aria-hidden="true">
                0 – {formatNumber(SMASH_GAUGE_MAX)}
              </Typography>
              <SmashByClub clubs={view.clubs} />
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

/** Each club's smash factor beside the overall one (a driver's 1.45 and a wedge's 1.20 are both good strikes), in a few lines. */
function SmashByClub({ clubs }: { clubs: DashboardView['clubs'] }) {
  const withSmash = clubs.flatMap((c) => (c.smash === null || c.smash === undefined ? [] : [{ club: c.club, smash: c.smash }]));
  if (withSmash.length === 0) return null;
  return (
    <Box sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="smash-by-club" variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        {messages.statSmashByClub}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="smash-by-club"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: 0.75, typography: 'body2' }}
      >
        {withSmash.map((c) => (
          <Box component="li" key={c.club} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, px: 1, py: 0.25, borderRadius: 1, bgcolor: 'action.hover' }}>
            <span>{c.club}</span>
            <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {formatNumber(c.smash, 2)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
