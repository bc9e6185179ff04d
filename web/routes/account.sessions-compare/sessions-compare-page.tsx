import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { COMPARED_METRICS, type SessionCompareResponse, type SessionSummary } from '../../../common/schemas/sessions';
import type { UnitPreferences } from '../../../common/units';
import { SessionsTeaser } from '../../features/sessions/components/sessions-teaser';
import { sessionName, sessionWhen, sourceName } from '../../features/sessions/describe';
import { formatMetric, formatMetricDifference, metricHeading } from '../../features/sessions/format';
import { sessionTexts as t } from '../../features/sessions/texts';
import { useUnits } from '../../features/units/use-units';
import { useDisplayTimeZone } from '../../lib/moments';

/** What the route's loader reads (route.server.ts): `compare` null for Free, without two sessions in the address, for one not the account's (`notFound`), or where the read failed. */
export interface SessionsComparePageData {
  isPro: boolean;
  /** The address names two sessions (`?a=&b=`). */
  valid: boolean;
  notFound: boolean;
  compare: SessionCompareResponse | null;
}

const h1 = { fontSize: { xs: '1.6rem', sm: '2.125rem' } } as const;

/** The sessions compare (/account/sessions/compare?a=&b=): two sessions side by side per club, with B − A; the teaser without Pro. */
export function SessionsComparePage({ data: { isPro, valid, notFound, compare } }: { data: SessionsComparePageData }) {
  const crumbs = (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/account/sessions" color="inherit">
        {t.heading}
      </Link>
      <Typography color="text.primary" aria-current="page">
        {t.compareHeading}
      </Typography>
    </Breadcrumbs>
  );
  const title = (
    <Typography variant="h4" component="h1" sx={{ ...h1, mb: 1 }}>
      {t.compareHeading}
    </Typography>
  );

  if (!isPro)
    return (
      <Box sx={{ maxWidth: 1100 }}>
        <Box sx={{ mb: 3 }}>{title}</Box>
        <SessionsTeaser />
      </Box>
    );

  let body;
  if (!valid) body = <Alert severity="info">{t.compareMissing}</Alert>;
  else if (notFound) body = <Alert severity="warning">{t.compareNotFound}</Alert>;
  else if (!compare) body = <Alert severity="error">{t.compareLoadFailed}</Alert>;
  else body = <CompareBody data={compare} />;

  return (
    <Box sx={{ maxWidth: 1400 }}>
      {crumbs}
      {title}
      {body}
    </Box>
  );
}

function SessionCard({ letter, session }: { letter: string; session: SessionSummary }) {
  const timeZone = useDisplayTimeZone();
  return (
    <Card variant="outlined" sx={{ flex: '1 1 260px' }}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Typography variant="overline" color="text.secondary">
          {letter}
        </Typography>
        <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>
          <Link component={RouterLink} to={`/account/sessions/${session.id}`}>
            {sessionName(session)}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {sessionWhen(session.startedAt, timeZone)} · {sourceName(session.source)} · {session.shots} {t.shotsColumn.toLowerCase()}
        </Typography>
      </CardContent>
    </Card>
  );
}

function CompareBody({ data }: { data: SessionCompareResponse }) {
  const units = useUnits();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.compareIntro}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <SessionCard letter={`${t.compareSessionA}`} session={data.a} />
        <SessionCard letter={`${t.compareSessionB}`} session={data.b} />
      </Box>
      {data.clubs.length === 0 ? (
        <Typography color="text.secondary">{t.compareNoClubs}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}>
          {data.clubs.map((club) => (
            <ClubCompare key={club.club} club={club} units={units} />
          ))}
        </Box>
      )}
    </>
  );
}

function ClubCompare({ club, units }: { club: SessionCompareResponse['clubs'][number]; units: UnitPreferences }) {
  const id = `compare-${club.club}`;
  const side = (s: typeof club.a, render: (s: NonNullable<typeof club.a>) => string) => (s ? render(s) : t.compareNoClub);
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
          {club.club}
        </Typography>
        <Table size="small" aria-labelledby={id} sx={{ '& td, & th': { fontVariantNumeric: 'tabular-nums', px: { xs: 0.75, sm: 1.5 } } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t.metricColumn}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t.compareSessionA}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t.compareSessionB}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t.compareDifference}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                {t.compareShots}
              </TableCell>
              <TableCell align="right">{side(club.a, (s) => String(s.shots))}</TableCell>
              <TableCell align="right">{side(club.b, (s) => String(s.shots))}</TableCell>
              <TableCell align="right">{club.a && club.b ? signed(club.b.shots - club.a.shots) : '–'}</TableCell>
            </TableRow>
            {COMPARED_METRICS.map((name) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row">
                  {metricHeading(name, units)}
                </TableCell>
                <TableCell align="right">{side(club.a, (s) => formatMetric(name, s[name], units))}</TableCell>
                <TableCell align="right">{side(club.b, (s) => formatMetric(name, s[name], units))}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {club.difference ? formatMetricDifference(name, club.difference[name], units) : '–'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
