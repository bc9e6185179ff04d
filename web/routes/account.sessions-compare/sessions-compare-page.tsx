import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigation } from 'react-router';
import type { ClubDispersions, SessionCompareResponse, SessionSummary } from '../../../common/schemas/sessions';
import { SessionsTeaser } from '../../features/sessions/components/sessions-teaser';
import { sessionName, sessionWhen, sourceName } from '../../features/sessions/describe';
import { sessionTexts as t } from '../../features/sessions/texts';
import { useUnits } from '../../features/units/use-units';
import { useDisplayTimeZone } from '../../lib/moments';
import { ClubCompare } from './club-compare';
import { COMPARE_PATH, CompareChooser, CompareKey } from './compare-chooser';

/** What the route's loader reads (route.server.ts): `compare` null for Free, without two sessions in the address, for one not the account's (`notFound`), or where the read failed. */
export interface SessionsComparePageData {
  isPro: boolean;
  /** The address names two sessions (`?a=&b=`). */
  valid: boolean;
  notFound: boolean;
  compare: SessionCompareResponse | null;
  /** Each club's dispersion in both sessions, for the overlay; null where it could not be read. */
  dispersions: ClubDispersions[] | null;
  /** The sessions either side can be changed to (the newest); null for Free or where the read failed. */
  choices: SessionSummary[] | null;
}

const h1 = { fontSize: { xs: '1.6rem', sm: '2.125rem' } } as const;

/** The sessions compare (/account/sessions/compare?a=&b=): two sessions' dispersion drawn over each other and their means per club, with B − A marked better or worse, either session changed in place; the teaser without Pro. */
export function SessionsComparePage({ data: { isPro, valid, notFound, compare, dispersions, choices } }: { data: SessionsComparePageData }) {
  // Another pair chosen is a navigation: this compare stays, dimmed, until the loader answers.
  const loading = useNavigation().location?.pathname === COMPARE_PATH;
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
  else body = <CompareBody data={compare} dispersions={dispersions} />;

  return (
    <Box sx={{ maxWidth: 1400 }}>
      {crumbs}
      {title}
      {choices && choices.length > 1 && <CompareChooser choices={choices} compare={compare} />}
      <Box aria-busy={loading} sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {body}
      </Box>
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

function CompareBody({ data, dispersions }: { data: SessionCompareResponse; dispersions: ClubDispersions[] | null }) {
  const units = useUnits();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.compareIntro}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SessionCard letter={`${t.compareSessionA}`} session={data.a} />
        <SessionCard letter={`${t.compareSessionB}`} session={data.b} />
      </Box>
      <CompareKey />
      {data.clubs.length === 0 ? (
        <Typography color="text.secondary">{t.compareNoClubs}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}>
          {data.clubs.map((club) => (
            <ClubCompare key={club.club} club={club} units={units} dispersion={dispersions?.find((d) => d.club === club.club) ?? null} />
          ))}
        </Box>
      )}
    </>
  );
}
