import { lazy, Suspense, useEffect, useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useActionData, useFetcher, useLocation, useNavigation, useSearchParams } from 'react-router';
import type { ClubShortName } from '../../../common/clubs';
import { messages } from '../../../common/messages';
import type { AnalysisClub, DispersionPoint, DispersionResponse } from '../../../common/schemas/analysis';
import { sessionShotRows, type SessionResponse } from '../../../common/schemas/sessions';
import { fillMessage } from '../../../common/stats-format';
import { HideMishitsSwitch, useHideMishits } from '../../features/analysis/components/hide-mishits-switch';
import { OVERRIDE_INTENT, toggleAction, type OverrideResult } from '../../features/analysis/override';
import { ClubSummary } from './club-summary';
import { SessionDispersion } from './session-dispersion';
import { SessionShotsTable, SHOT_OVERRIDE_FETCHER } from './session-shots-table';
import { SwingShortcuts } from './swing-shortcuts';
import type { DeleteSessionResult } from '../../features/sessions/delete-session';
import { DeleteSession } from './delete-session-button';
import { RenameSession } from './rename-session';
import { sessionName, sessionWhen, sourceName } from '../../features/sessions/describe';
import { sessionTexts as t } from '../../features/sessions/texts';
import { useUnits } from '../../features/units/use-units';
import { useDisplayTimeZone } from '../../lib/moments';

/** What the route's loader reads (route.server.ts). */
export interface SessionPageData {
  isPro: boolean;
  /** The address is no session of the account's (answered 404). */
  notFound: boolean;
  /** Null for Free, not found, or where the read failed. */
  session: SessionResponse | null;
  /** The club whose figures and dispersion are shown: `?club=`, or the session's first. */
  club: ClubShortName | null;
  /** That club's dispersion (null for the putter, or where the read failed). */
  dispersion: DispersionResponse | null;
  /** The session's shots that have a swing clip. */
  clipShots: string[];
  /** The clubs with two swings or more (the longest and shortest compared); absent where not read. */
  swingClubs?: string[] | null;
}

// The locked teaser, drawn for users without Pro only: a Pro user's page does not load it. The
// server draws it into the HTML, which stays as it is until its chunk has come and hydrated.
const SessionsTeaser = lazy(() => import('../../features/sessions/components/sessions-teaser').then((m) => ({ default: m.SessionsTeaser })));

const h1 = { fontSize: { xs: '1.6rem', sm: '2.125rem' }, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' } as const;

/**
 * The session page (/account/sessions/:id): the session's per-club figures with its
 * dispersion plot, every shot in a table, Rename and Delete; the locked teaser without Pro.
 */
export function SessionPage({ data }: { data: SessionPageData }) {
  if (!data.isPro)
    return (
      <Box sx={{ maxWidth: 1100 }}>
        <Typography variant="h4" component="h1" sx={{ ...h1, mb: 3 }}>
          {t.heading}
        </Typography>
        <Suspense fallback={<Skeleton variant="rounded" height={560} />}>
          <SessionsTeaser />
        </Suspense>
      </Box>
    );
  return <ProSession data={data} />;
}

function ProSession({ data }: { data: SessionPageData }) {
  const timeZone = useDisplayTimeZone();
  const page = data.session;

  const crumbs = (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/account/sessions" color="inherit">
        {t.heading}
      </Link>
      {page && (
        <Typography color="text.primary" aria-current="page">
          {sessionName(page.session)}
        </Typography>
      )}
    </Breadcrumbs>
  );

  if (!page)
    return (
      <Box sx={{ maxWidth: 1400 }}>
        {crumbs}
        <Alert severity={data.notFound ? 'warning' : 'error'}>{data.notFound ? t.sessionNotFound : t.sessionLoadFailed}</Alert>
      </Box>
    );

  const s = page.session;
  const facts = [sessionWhen(s.startedAt, timeZone), sourceName(s.source), s.device, s.location, `${s.shots} ${t.shotsColumn.toLowerCase()}`].filter(Boolean).join(' · ');

  return (
    <Box sx={{ maxWidth: 1400 }}>
      {crumbs}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="h4" component="h1" sx={h1}>
          {sessionName(s)}
        </Typography>
        <RenameSession session={s} />
        <DeleteSession session={s} />
      </Box>
      <Typography color="text.secondary" sx={{ mb: data.swingClubs?.length ? 1.5 : 3 }}>
        {facts}
      </Typography>
      <SwingShortcuts sessionId={s.id} clubs={data.swingClubs ?? []} />
      <SessionBody data={page} club={data.club} dispersion={data.dispersion} clipShots={data.clipShots} />
    </Box>
  );
}

/**
 * A shot left out by hand or counted again (decision 010), from the plot or the table: posted to
 * the route's action (`overrideAction`, shared with Shot data) through one keyed fetcher, or as a
 * real form post without JavaScript; the framework then reads the session again, so its figures,
 * plot and table follow together. One change at a time; `busyId` is the shot being saved.
 */
function useShotOverride() {
  const fetcher = useFetcher<OverrideResult>({ key: SHOT_OVERRIDE_FETCHER });
  const { enqueueSnackbar } = useSnackbar();
  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    if (result.ok) enqueueSnackbar(result.action === 'exclude' ? messages.analysisShotExcluded : messages.analysisShotRestored, { variant: 'success' });
    else enqueueSnackbar(messages.analysisSaveFailed, { variant: 'error' });
    // Once per answer: the fetcher's data is a new object for each.
  }, [result]);
  const busyId = fetcher.state === 'idle' ? null : (fetcher.formData?.get('shotId')?.toString() ?? null);
  const toggle = (point: Pick<DispersionPoint, 'id' | 'excluded' | 'mishit' | 'override'>) => {
    if (busyId !== null) return;
    void fetcher.submit({ intent: OVERRIDE_INTENT, shotId: point.id, action: toggleAction(point) }, { method: 'post' });
  };
  return { toggle, busyId };
}

function SessionBody({
  data,
  club: shownClub,
  dispersion,
  clipShots,
}: {
  data: SessionResponse;
  club: ClubShortName | null;
  dispersion: DispersionResponse | null;
  clipShots: string[];
}) {
  const units = useUnits();
  const ids = useId();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Another club is a navigation (its dispersion is read by the loader): the tab moves at once.
  const pending = navigation.location?.pathname === pathname ? new URLSearchParams(navigation.location.search).get('club') : null;
  const clubs = data.clubs;
  const club = clubs.find((c) => c.club === (pending ?? shownClub)) ?? clubs[0];
  const loading = pending !== null && pending !== shownClub;
  const { toggle, busyId } = useShotOverride();
  const shots = useMemo(() => sessionShotRows(data.shots), [data.shots]);
  const clipSet = useMemo(() => new Set(clipShots), [clipShots]);
  const posted = useActionData<OverrideResult | DeleteSessionResult>();
  const hide = useHideMishits(data.hideMishits);
  const clubAddress = (name: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('club', name);
    next.delete('delete');
    return `?${next}`;
  };

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
      {posted && !posted.ok && <Alert severity="error">{posted.error}</Alert>}
      {club && (
        <Card component="section" aria-labelledby={`${ids}-clubs`}>
          <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
            <Typography id={`${ids}-clubs`} variant="h6" component="h2">
              {t.summaryHeading}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t.summaryCaption}
            </Typography>
            <HideMishitsSwitch id={`${ids}-hide-help`} choice={hide} />
            <Tabs
              value={club.club}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t.dispersionClub}
              sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              {clubs.map((c) => (
                <Tab
                  key={c.club}
                  value={c.club}
                  label={`${c.club} (${c.allShots})`}
                  id={`${ids}-tab-${c.club}`}
                  aria-controls={`${ids}-panel`}
                  component={RouterLink}
                  to={clubAddress(c.club)}
                  replace
                  preventScrollReset
                  sx={{ minWidth: 72 }}
                />
              ))}
            </Tabs>
            <Box
              id={`${ids}-panel`}
              role="tabpanel"
              aria-labelledby={`${ids}-tab-${club.club}`}
              aria-busy={hide.busy}
              sx={{ opacity: hide.busy ? 0.6 : 1, transition: 'opacity 150ms', display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}
            >
              <Box component="section" aria-labelledby={`${ids}-summary`}>
                <Typography id={`${ids}-summary`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {fillMessage(t.clubFigures, { club: club.club })}
                </Typography>
                <ClubSummary club={club} hideMishits={data.hideMishits} units={units} labelId={`${ids}-summary`} />
              </Box>
              <Box component="section" aria-labelledby={`${ids}-dispersion`}>
                <Typography id={`${ids}-dispersion`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {`${t.dispersionHeading} · ${club.club}`}
                </Typography>
                {club.club === 'Pt' ? (
                  <Typography color="text.secondary">{t.dispersionNoOffline}</Typography>
                ) : (
                  <SessionDispersion club={club.club as AnalysisClub} data={dispersion} loading={loading} units={units} onToggle={toggle} />
                )}
              </Box>
            </Box>
          </CardContent>
        </Card>
      )}
      <Card component="section" aria-labelledby={`${ids}-shots`}>
        <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Typography id={`${ids}-shots`} variant="h6" component="h2">
            {t.shotsHeading}
          </Typography>
          <SessionShotsTable shots={shots} units={units} busyId={busyId} clipShots={clipSet} />
        </CardContent>
      </Card>
    </Box>
  );
}
