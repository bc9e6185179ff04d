import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CompareArrows from '@mui/icons-material/CompareArrows';
import { useNavigate, useNavigation } from 'react-router';
import type { SessionsListResponse } from '../../../common/schemas/sessions';
import { fillMessage } from '../../../common/stats-format';
import { SessionsTable } from '../../features/sessions/components/sessions-table';
import { SessionsTeaser } from '../../features/sessions/components/sessions-teaser';
import { sessionTexts as t } from '../../features/sessions/texts';
import { PageLinks } from '../../components/layout/page-links';
import { PlayerSelect } from '../../features/stats/components/player-select';
import { playerFromUrl } from '../../features/stats/player-param';
import { useSearchParamsUpdate } from '../../lib/use-search-params-update';
import { ALL_PLAYERS } from '../../../common/constants';

/** What the route's loader reads (route.server.ts): `list` null for Free, or where the read failed. */
export interface SessionsPageData {
  isPro: boolean;
  page: number;
  /** The player of `?player=`, or 'all' (also when the account has no player of that name). */
  player: string;
  /** The account's players, for the player filter. */
  players: string[];
  list: SessionsListResponse | null;
}

const heading = (
  <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
    {t.heading}
  </Typography>
);

/** The Sessions list (/account/sessions): Pro golfers' range sessions, newest first, 20 a page; the locked teaser for everyone else. */
export function SessionsPage({ data }: { data: SessionsPageData }) {
  if (!data.isPro)
    return (
      <Box sx={{ maxWidth: 1100 }}>
        <Box sx={{ mb: 3 }}>{heading}</Box>
        <SessionsTeaser />
      </Box>
    );
  return <ProSessions page={data.page} player={data.player} players={data.players} list={data.list} />;
}

function ProSessions({ page, player, players, list }: { page: number; player: string; players: string[]; list: SessionsListResponse | null }) {
  const navigate = useNavigate();
  const updateSearchParams = useSearchParamsUpdate();
  // Another page or player is a navigation: this list stays, dimmed, until the loader answers.
  const next = useNavigation().location;
  const loading = next?.pathname === '/account/sessions';
  // The player shown in the select: the one of the navigation under way, from the choice on.
  const shownPlayer = loading ? playerFromUrl(new URLSearchParams(next.search), players) : player;
  // A player chosen starts the list again at its first page; Back returns to the previous choice.
  const setPlayer = (chosen: string) =>
    updateSearchParams(
      (params) => {
        params.delete('page');
        if (chosen === ALL_PLAYERS) params.delete('player');
        else params.set('player', chosen);
      },
      { replace: false },
    );
  // Picked for a compare: kept across pages of the list, two at most.
  const [picked, setPicked] = useState<{ id: string; startedAt: string }[]>([]);
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  const pick = (id: string, on: boolean) => {
    const session = list?.sessions.find((s) => s.id === id);
    if (!session) return;
    setPicked((current) => (on ? [...current.filter((p) => p.id !== id), { id, startedAt: session.startedAt }].slice(-2) : current.filter((p) => p.id !== id)));
  };
  // Boxes ticked while the page was only HTML (decision 032): read once, when the app takes the
  // page over, before anything draws them again (a draw sets them to what is picked).
  const table = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const box of table.current?.querySelectorAll<HTMLInputElement>('input[name="pick"]:checked') ?? []) pick(box.value, true);
  }, []);
  const compare = () => {
    // A is the earlier session, B the later: the difference is what changed since.
    const [a, b] = [...picked].sort((x, y) => x.startedAt.localeCompare(y.startedAt));
    void navigate(`/account/sessions/compare?a=${a.id}&b=${b.id}`);
  };

  let body;
  if (!list) body = <Alert severity="error">{t.loadFailed}</Alert>;
  else if (list.total === 0 && player !== ALL_PLAYERS) body = <Typography color="text.secondary">{fillMessage(t.playerEmpty, { player })}</Typography>;
  else if (list.total === 0) body = <Typography color="text.secondary">{t.empty}</Typography>;
  else
    body = (
      <Box ref={table} aria-busy={loading} sx={{ overflowX: 'auto', mx: { xs: -1, sm: 0 }, opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <SessionsTable sessions={list.sessions} picked={picked.map((p) => p.id)} onPick={pick} />
      </Box>
    );

  return (
    <Card sx={{ maxWidth: 1100 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
          <Box sx={{ flexGrow: 1 }}>{heading}</Box>
          {players.length > 1 && <PlayerSelect players={players} value={shownPlayer} onChange={setPlayer} drop={['page']} />}
          {list && list.total > 1 && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {picked.length === 0 ? t.comparePick : fillMessage(t.comparePicked, { count: picked.length })}
              </Typography>
              <Button variant="contained" startIcon={<CompareArrows />} disabled={picked.length !== 2} onClick={compare}>
                {t.compareTwo}
              </Button>
            </Box>
          )}
        </Box>
        {list && list.total > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {list.total > 1 ? t.introCompare : t.intro}
          </Typography>
        )}
        {body}
        {pages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <PageLinks count={pages} page={page} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
