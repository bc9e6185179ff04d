import { lazy, Suspense, useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { AnalysisClub } from '../../../common/schemas/analysis';
import { sessionShotRows, type SessionResponse } from '../../../common/schemas/sessions';
import { fillMessage } from '../../../common/stats-format';
import { useDeleteSession, useRangeSession } from '../../features/sessions/api';
import { ClubSummary } from '../../features/sessions/components/club-summary';
import { SessionDispersion } from '../../features/sessions/components/session-dispersion';
import { SessionShotsTable } from '../../features/sessions/components/session-shots-table';
import { sessionName, sessionWhen, sourceName } from '../../features/sessions/describe';
import { sessionTexts as t } from '../../features/sessions/texts';
import { useShotToggle } from '../../features/sessions/use-shot-toggle';
import { ApiError } from '../../lib/api-client';
import { usePlan } from '../../features/subscriptions/api';
import { useUnits } from '../../features/units/use-units';
import { useDisplayTimeZone } from '../../lib/moments';

// The locked teaser, drawn for users without Pro only: a Pro user's page does not load it. The
// server draws it into the HTML, which stays as it is until its chunk has come and hydrated.
const SessionsTeaser = lazy(() => import('../../features/sessions/components/sessions-teaser').then((m) => ({ default: m.SessionsTeaser })));

const h1 = { fontSize: { xs: '1.6rem', sm: '2.125rem' }, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' } as const;

/**
 * Issue 16's session page (/account/sessions/:id): the session's per-club figures with its
 * dispersion plot, every shot in a table, and Delete; the locked teaser without Pro.
 */
export function SessionPage() {
  const { sessionId = '' } = useParams();
  const plan = usePlan();
  if (plan && !plan.isPro)
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
  return <ProSession sessionId={sessionId} enabled={plan?.isPro === true} />;
}

function ProSession({ sessionId, enabled }: { sessionId: string; enabled: boolean }) {
  const session = useRangeSession(sessionId, enabled);
  const timeZone = useDisplayTimeZone();
  const data = session.data;

  const crumbs = (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/account/sessions" color="inherit">
        {t.heading}
      </Link>
      {data ? (
        <Typography color="text.primary" aria-current="page">
          {sessionName(data.session)}
        </Typography>
      ) : (
        <Skeleton width={140} />
      )}
    </Breadcrumbs>
  );

  if (session.isError) {
    const notFound = session.error instanceof ApiError && (session.error.status === 404 || session.error.status === 400);
    return (
      <Box sx={{ maxWidth: 1400 }}>
        {crumbs}
        <Alert severity={notFound ? 'warning' : 'error'}>{notFound ? t.sessionNotFound : t.sessionLoadFailed}</Alert>
      </Box>
    );
  }

  const s = data?.session;
  const facts = s ? [sessionWhen(s.startedAt, timeZone), sourceName(s.source), s.device, s.location, `${s.shots} ${t.shotsColumn.toLowerCase()}`].filter(Boolean).join(' · ') : null;

  return (
    <Box sx={{ maxWidth: 1400 }}>
      {crumbs}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="h4" component="h1" sx={h1}>
          {s ? sessionName(s) : <Skeleton width="50%" />}
        </Typography>
        {data && <DeleteSessionButton session={data.session} />}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {facts ?? <Skeleton width="30%" />}
      </Typography>
      {data ? <SessionBody data={data} /> : <Skeleton variant="rounded" height={480} aria-label={t.loadingSession} />}
    </Box>
  );
}

function SessionBody({ data }: { data: SessionResponse }) {
  const units = useUnits();
  const ids = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const clubs = data.clubs;
  const club = clubs.find((c) => c.club === picked) ?? clubs[0];
  // One change at a time from the plot or the table; the figures, plot and table reload together.
  const { toggle, busyId } = useShotToggle();
  const shots = useMemo(() => sessionShotRows(data.shots), [data.shots]);

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
      {club && (
        <Card component="section" aria-labelledby={`${ids}-clubs`}>
          <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
            <Typography id={`${ids}-clubs`} variant="h6" component="h2">
              {t.summaryHeading}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t.summaryCaption}
            </Typography>
            <Tabs
              value={club.club}
              onChange={(_, next: string) => setPicked(next)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t.dispersionClub}
              sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              {clubs.map((c) => (
                <Tab key={c.club} value={c.club} label={`${c.club} (${c.allShots})`} id={`${ids}-tab-${c.club}`} aria-controls={`${ids}-panel`} sx={{ minWidth: 72 }} />
              ))}
            </Tabs>
            <Box
              id={`${ids}-panel`}
              role="tabpanel"
              aria-labelledby={`${ids}-tab-${club.club}`}
              sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}
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
                  <SessionDispersion sessionId={data.session.id} club={club.club as AnalysisClub} units={units} onToggle={toggle} />
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
          <SessionShotsTable shots={shots} units={units} onToggle={toggle} busyId={busyId} />
        </CardContent>
      </Card>
    </Box>
  );
}

function DeleteSessionButton({ session }: { session: SessionResponse['session'] }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const ids = useId();
  const confirm = () =>
    remove.mutate(session.id, {
      onSuccess: () => {
        setOpen(false);
        enqueueSnackbar(t.deleted, { variant: 'success' });
        void navigate('/account/sessions', { replace: true });
      },
      onError: () => enqueueSnackbar(t.deleteFailed, { variant: 'error' }),
    });
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={() => setOpen(true)}>
        {t.deleteButton}
      </Button>
      <Dialog open={open} onClose={() => !remove.isPending && setOpen(false)} aria-labelledby={`${ids}-title`} aria-describedby={`${ids}-body`}>
        <DialogTitle id={`${ids}-title`}>{t.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${ids}-body`}>{fillMessage(t.deleteBody, { name: sessionName(session), shots: session.shots })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={remove.isPending}>
            {t.deleteCancel}
          </Button>
          <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>
            {t.deleteConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
