import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLoaderData } from 'react-router';
import type { DispersionResponse } from '../../../common/schemas/analysis';
import type { SessionCompareResponse, SessionResponse, SessionShot, SessionShotColumns, SessionSummary } from '../../../common/schemas/sessions';
import { SHOT_METRIC_NAMES, SHOT_METRICS, type ShotMetricName } from '../../../common/shot-metrics';
import { SESSION_COLUMNS_KEY } from './columns';
import { sessionShouldRevalidate } from '../../features/sessions/delete-session';
import { jsonResponse, proUser, signedInUser, stubApi } from '../../test/api-stub';
import { LocationProbe, renderSignedIn } from '../../test/render-routes';
import { ProfilePage } from '../account.profile/profile-page';
import { SessionPage, type SessionPageData } from './session-page';
import { SessionsComparePage, type SessionsComparePageData } from '../account.sessions-compare/sessions-compare-page';
import { SessionsPage, type SessionsPageData } from '../account.sessions/sessions-page';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handlers = Parameters<typeof stubApi>[0];

/** What the sessions routes' loaders and the session page's action answer, as the test has it (by the address). */
interface Reads {
  list?: (url: URL) => SessionsPageData;
  session?: (url: URL) => SessionPageData;
  compare?: (url: URL) => SessionsComparePageData;
  /** The session page's action: its answer, given the posted form. */
  action?: (form: Record<string, string>) => unknown;
}

const ListRoute = () => <SessionsPage data={useLoaderData<SessionsPageData>()} />;
const SessionRoute = () => <SessionPage data={useLoaderData<SessionPageData>()} />;
const CompareRoute = () => <SessionsComparePage data={useLoaderData<SessionsComparePageData>()} />;

/** The sessions pages in a data router with `reads` as their loaders and action; the API calls made and the forms posted. */
function renderAccount(path: string, reads: Reads, { handlers = {} as Handlers, user = proUser } = {}) {
  const posted: Record<string, string>[] = [];
  const loading = <p>Loading</p>;
  const calls = renderSignedIn(
    path,
    <>
      <Route path="/account/sessions" loader={({ request }) => reads.list!(new URL(request.url))} hydrateFallbackElement={loading} element={<ListRoute />} />
      <Route path="/account/sessions/compare" loader={({ request }) => reads.compare!(new URL(request.url))} hydrateFallbackElement={loading} element={<CompareRoute />} />
      <Route
        path="/account/sessions/:sessionId"
        loader={({ request }) => reads.session!(new URL(request.url))}
        shouldRevalidate={sessionShouldRevalidate}
        action={async ({ request }) => {
          const form = Object.fromEntries(await request.formData()) as Record<string, string>;
          posted.push(form);
          return reads.action!(form);
        }}
        hydrateFallbackElement={loading}
        element={<SessionRoute />}
      />
      <Route path="/account/profile" element={<ProfilePage data={{ devices: [], reports: [] }} />} />
      <Route path="/account/probe" element={<LocationProbe label="Probe" />} />
    </>,
    { user, handlers },
  );
  return { calls, posted };
}

/** Settings (its backup card) with `handlers` answering the API's calls; the calls made. */
const renderSettings = (handlers: Handlers) => renderAccount('/account/profile', {}, { handlers }).calls;

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const summary = (id: string, name: string, startedAt: string, shots: number): SessionSummary => ({
  id,
  name,
  source: 'app',
  device: 'Garmin R10',
  location: null,
  startedAt,
  endedAt: null,
  shots,
  clubs: ['Dr', '7i'],
});
const friday = summary(B, 'Friday range', '2026-11-20T17:00:00.000Z', 3);
const monday = summary(A, 'Monday range', '2026-11-16T17:00:00.000Z', 3);

const noMetrics = Object.fromEntries(SHOT_METRIC_NAMES.map((name) => [name, null])) as Record<ShotMetricName, null>;
const shot = (id: string, club: 'Dr' | '7i', minute: number, carry: number, extra: Partial<SessionShot> = {}): SessionShot => ({
  ...noMetrics,
  id,
  player: 'Ann',
  club,
  takenAt: `2026-11-16T17:0${minute}:00.000Z`,
  ballSpeed: 50,
  launchAngle: 17,
  spinRate: 6800,
  carry,
  measured: null,
  mishit: false,
  excluded: false,
  override: null,
  ...extra,
});
/** Shots as the API sends them: one array per property, a measurement no shot has as null. */
const asColumns = (rows: SessionShot[]): SessionShotColumns =>
  Object.fromEntries(
    (Object.keys(rows[0]) as (keyof SessionShot)[]).map((name) => {
      const values = rows.map((row) => row[name]);
      return [name, name in SHOT_METRICS && values.every((v) => v === null) ? null : values];
    }),
  ) as SessionShotColumns;
const sessionShots = [shot('s1', '7i', 1, 140), shot('s2', '7i', 2, 95, { mishit: true, excluded: true }), shot('s3', 'Dr', 3, 200)];
const stats = (mean: number | null, stddev: number | null, count: number) => ({ mean, stddev, count });
const clubMetrics = (carry: number) =>
  Object.fromEntries(
    SHOT_METRIC_NAMES.map((name) => [
      name,
      name === 'carry' ? stats(carry, 10, 2) : name === 'ballSpeed' ? stats(50, 0, 2) : name === 'spinRate' ? stats(6800, 0, 2) : stats(null, null, 0),
    ]),
  ) as SessionResponse['clubs'][number]['metrics'];

const session: SessionResponse = {
  session: monday,
  hideMishits: true,
  shots: asColumns(sessionShots),
  clubs: [
    { club: 'Dr', allShots: 1, mishits: 0, excluded: 0, shots: 1, smashFactor: stats(null, null, 0), metrics: clubMetrics(200) },
    { club: '7i', allShots: 2, mishits: 1, excluded: 1, shots: 1, smashFactor: stats(null, null, 0), metrics: clubMetrics(140) },
  ],
};
const dispersion = (club: string): DispersionResponse => ({
  filter: { player: 'all', from: null, to: null },
  club: club as DispersionResponse['club'],
  hideMishits: true,
  shots: 0,
  returned: 0,
  sampled: false,
  points: [],
  ellipse: null,
  rule: null,
});
/** The session page's loader: the session and the dispersion of the club in the address (the first club without one). */
const sessionPage =
  (answer: () => SessionResponse = () => session, plot: (club: string) => DispersionResponse = dispersion) =>
  (url: URL): SessionPageData => {
    const page = answer();
    const club = page.clubs.find((c) => c.club === url.searchParams.get('club'))?.club ?? page.clubs[0].club;
    return { isPro: true, notFound: false, session: page, club, dispersion: plot(club), clipShots: [] };
  };
const sessionReads: Reads = { session: sessionPage() };
const listOf = (sessions: SessionSummary[]) => (url: URL): SessionsPageData => ({
  isPro: true,
  page: Number(url.searchParams.get('page') ?? 1),
  player: 'all',
  players: [],
  list: { sessions, total: sessions.length, page: 1, pageSize: 20 },
});

describe('Sessions list', () => {
  it('lists the sessions newest first with date, name, source, shots and clubs, and compares two picked ones, the earlier as A', async () => {
    const user = userEvent.setup();
    const compared: string[] = [];
    renderAccount('/account/sessions', {
      list: listOf([friday, monday]),
      compare: (url) => {
        compared.push(url.search);
        return { isPro: true, valid: true, notFound: false, compare: { a: monday, b: friday, hideMishits: false, clubs: [] }, dispersions: [], choices: [monday, friday] };
      },
    });
    const table = await screen.findByRole('table', { name: 'Range sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Friday range', 'Monday range']);
    expect(rows[0].textContent).toContain('Desktop app');
    expect(rows[0].textContent).toContain('Dr 7i');
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe(`/account/sessions/${B}`);
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect((compare as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Pick Friday range/ }));
    await user.click(screen.getByRole('checkbox', { name: /Pick Monday range/ }));
    expect((compare as HTMLButtonElement).disabled).toBe(false);
    await user.click(compare);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare sessions' })).toBeTruthy();
    expect(compared).toEqual([`?a=${A}&b=${B}`]);
  });

  it('tells a golfer without sessions where they come from, and shows free users the locked teaser without asking for sessions', async () => {
    renderAccount('/account/sessions', { list: listOf([]) });
    expect(await screen.findByText(/No range sessions yet/)).toBeTruthy();
    cleanup();
    const { calls } = renderAccount('/account/sessions', { list: () => ({ isPro: false, page: 1, player: 'all', players: [], list: null }) }, { user: signedInUser });
    expect(await screen.findByRole('heading', { name: /Upgrade to .* Pro/ })).toBeTruthy();
    expect(screen.getByTestId('teaser-sample').getAttribute('aria-hidden')).toBe('true');
    expect(calls.some((c) => c.path.startsWith('/api/sessions'))).toBe(false);
  });
});

describe('Session page', () => {
  it('shows every shot in the account units, marks the mishit, and the per-club figures with the mishit left out', async () => {
    renderAccount(`/account/sessions/${A}`, sessionReads);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monday range' })).toBeTruthy();
    const table = screen.getByRole('table', { name: /Every shot of the session/ });
    expect(within(table).getByRole('columnheader', { name: 'Carry (yd)' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Ball Speed (mph)' })).toBeTruthy();
    // Columns only for what the session measured: no club path here.
    expect(within(table).queryByRole('columnheader', { name: /Club Path/ })).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1].textContent).toContain('Mishit, left out');
    expect(rows[1].textContent).toContain('103.9'); // 95 m in yards
    const clubs = screen.getByRole('region', { name: 'Per club' });
    expect(within(clubs).getByRole('tab', { name: 'Dr (1)' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(clubs).getByRole('tab', { name: '7i (2)' }));
    expect(await within(clubs).findByText(/1 counted of 2 · 1 mishit, left out/)).toBeTruthy();
    const figures = within(clubs).getByRole('table', { name: '7i figures' });
    expect(within(figures).getByRole('row', { name: /Carry \(yd\)/ }).textContent).toBe('Carry (yd)153.110.92');
  });

  it('marks a shot that has a swing clip with a camera linking to its view', async () => {
    const clipped = session.shots.id[1];
    renderAccount(`/account/sessions/${A}`, { session: (url) => ({ ...sessionPage()(url), clipShots: [clipped] }) });
    const table = await screen.findByRole('table', { name: /Every shot of the session/ });
    const marks = within(table).getAllByRole('link', { name: /^Swing of / });
    expect(marks).toHaveLength(1);
    expect(marks[0].getAttribute('href')).toBe(`/account/shots/${clipped}`);
    expect(within(table).getAllByRole('row')[2].contains(marks[0])).toBe(true);
  });

  it('excludes a shot from the table or the plot and counts one again, as the analysis does; the session and the analysis reload together', async () => {
    const user = userEvent.setup();
    // The server's state: hand overrides by shot id.
    const overrides = new Map<string, 'excluded' | 'restored'>();
    const judged = (x: SessionShot): SessionShot => {
      const override = overrides.get(x.id) ?? null;
      return { ...x, override, excluded: override === 'excluded' || (override === null && x.mishit && session.hideMishits) };
    };
    const drPoint = () => {
      const x = judged(sessionShots[2]);
      return { id: x.id, carry: 200, offline: 2, takenAt: x.takenAt, mishit: false, excluded: x.excluded, override: x.override };
    };
    const { posted } = renderAccount(`/account/sessions/${A}`, {
      session: sessionPage(
        () => ({ ...session, shots: asColumns(sessionShots.map(judged)) }),
        (club) => (club === 'Dr' ? { ...dispersion('Dr'), shots: 1, returned: 1, points: [drPoint()] } : dispersion(club)),
      ),
      action: ({ shotId, action }) => {
        if (action === 'clear') overrides.delete(shotId);
        else overrides.set(shotId, action === 'exclude' ? 'excluded' : 'restored');
        return { ok: true, action, shotId, override: overrides.get(shotId) ?? null };
      },
    });
    const table = await screen.findByRole('table', { name: /Every shot of the session/ });

    // From the table: the counted 7i of 140 m (153.1 yd) is left out by hand.
    await user.click(within(table).getByRole('button', { name: 'Exclude 7i shot #1 (153.1 yd carry) from the figures' }));
    expect(await screen.findByText('Shot excluded from the figures')).toBeTruthy();
    const restoreButton = await within(table).findByRole('button', { name: 'Count 7i shot #1 (153.1 yd carry) again' });
    expect(restoreButton.textContent).toBe('Restore');
    expect(within(table).getAllByRole('row')[1].textContent).toContain('Left out by hand');
    // The hidden mishit is counted again by hand (the rule still flags it), and the first returns to the rule.
    await user.click(within(table).getByRole('button', { name: 'Count 7i shot #2 (103.9 yd carry) again' }));
    expect(await within(table).findByText('Counted by hand')).toBeTruthy();
    await user.click(restoreButton);
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Exclude 7i shot #1 (153.1 yd carry) from the figures' })).toBeTruthy());

    // From the plot: a click on the driver's shot leaves it out; its page reloads with it.
    const clubs = screen.getByRole('region', { name: 'Per club' });
    expect(within(clubs).getByText(/Click a shot to leave it out of the figures/)).toBeTruthy();
    const point = await waitFor(() => {
      const found = document.querySelector('circle[data-shot="s3"]');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.click(point);
    expect(await within(table).findByRole('button', { name: 'Count Dr shot #3 (218.7 yd carry) again' })).toBeTruthy();
    expect(posted).toEqual([
      { intent: 'override', shotId: 's1', action: 'exclude' },
      { intent: 'override', shotId: 's2', action: 'restore-by-hand' },
      { intent: 'override', shotId: 's1', action: 'clear' },
      { intent: 'override', shotId: 's3', action: 'exclude' },
    ]);
  });

  it('sorts by a column heading, and a hidden column stays hidden on the next visit', async () => {
    const user = userEvent.setup();
    renderAccount(`/account/sessions/${A}`, sessionReads);
    const table = await screen.findByRole('table', { name: /Every shot of the session/ });
    const carry = within(table).getByRole('columnheader', { name: 'Carry (yd)' });
    await user.click(within(carry).getByRole('button'));
    expect(carry.getAttribute('aria-sort')).toBe('descending');
    const firstShots = () => within(table).getAllByRole('rowheader').map((th) => th.textContent);
    expect(firstShots()).toEqual(['Dr#3', '7i#1', '7i#2']);
    await user.click(within(carry).getByRole('button'));
    expect(carry.getAttribute('aria-sort')).toBe('ascending');
    expect(firstShots()).toEqual(['7i#2', '7i#1', 'Dr#3']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Spin Rate (rpm)' }));
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: 'Spin Rate (rpm)' })).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(SESSION_COLUMNS_KEY)!)).toEqual(['spinRate']);

    cleanup();
    renderAccount(`/account/sessions/${A}`, sessionReads);
    const again = await screen.findByRole('table', { name: /Every shot of the session/ });
    expect(within(again).getByRole('columnheader', { name: 'Carry (yd)' })).toBeTruthy();
    expect(within(again).queryByRole('columnheader', { name: 'Spin Rate (rpm)' })).toBeNull();
  });

  it('deletes after a confirmation: the list at once without it, Undo brings it back unsent, the DELETE goes when the snackbar closes', async () => {
    const user = userEvent.setup();
    const { calls } = renderAccount(
      `/account/sessions/${A}`,
      // The list as the server has it: the session is there until the DELETE (and after it, in data read before).
      { session: sessionPage(), list: listOf([friday, monday]) },
      { handlers: { [`DELETE /api/sessions/${A}`]: () => jsonResponse(200, { deleted: { shots: 3 } }) } },
    );
    const deletes = () => calls.filter((call) => call.method === 'DELETE');
    await user.click(await screen.findByRole('button', { name: 'Delete session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this session?' });
    expect(dialog.textContent).toContain('“Monday range” and its 3 shots');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete session' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('link', { name: 'Friday range' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Monday range' })).toBeNull();
    expect(await screen.findByText('Session deleted')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Monday range' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Session deleted')).toBeNull());
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Monday range' }));
    await user.click(await screen.findByRole('button', { name: 'Delete session' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Session deleted')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Monday range' })).toBeNull();
    // The snackbar hides by itself; only then is the delete sent, once, and the row stays away.
    await waitFor(() => expect(screen.queryByText('Session deleted')).toBeNull(), { timeout: 15_000 });
    await waitFor(() => expect(deletes()).toEqual([{ method: 'DELETE', path: `/api/sessions/${A}`, body: undefined }]));
    expect(screen.getByRole('link', { name: 'Friday range' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Monday range' })).toBeNull();
  }, 120_000);

  it('renames the session: the server’s check said on the field, the new name in the heading', async () => {
    const user = userEvent.setup();
    let name = 'Monday range';
    const { calls } = renderAccount(
      `/account/sessions/${A}`,
      { session: sessionPage(() => ({ ...session, session: { ...session.session, name } })) },
      {
        handlers: {
          [`PATCH /api/sessions/${A}`]: (body) => {
            const asked = (body as { name: string }).name;
            if (asked.length > 200) return jsonResponse(400, { error: 'A session’s name is at most 200 characters.', code: 'validation' });
            name = asked;
            return jsonResponse(200, { name });
          },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename session' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect((field as HTMLInputElement).value).toBe('Monday range');
    await user.clear(field);
    fireEvent.change(field, { target: { value: 'x'.repeat(201) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A session’s name is at most 200 characters.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Wedges only');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedges only' })).toBeTruthy();
    expect(await screen.findByText('Session renamed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ name: 'x'.repeat(201) }, { name: 'Wedges only' }]);
  });

  it('says so when the session does not exist', async () => {
    renderAccount(`/account/sessions/${A}`, { session: () => ({ isPro: true, notFound: true, session: null, club: null, dispersion: null, clipShots: [] }) });
    expect(await screen.findByText(/This session was not found/)).toBeTruthy();
  });
});

describe('Compare', () => {
  it('shows each club of either session side by side with the differences, a club one session lacks as not hit', async () => {
    const side = (carry: number, ballSpeed: number, clubPath = 1.5) => ({ shots: 5, carry, ballSpeed, spinRate: 6800, launchAngle: 17, clubPath, faceToPath: -0.8 });
    const answer: SessionCompareResponse = {
      a: monday,
      b: friday,
      hideMishits: false,
      clubs: [
        { club: 'Dr', a: null, b: side(210, 66), difference: null },
        {
          club: '7i',
          a: side(140, 50),
          b: side(145, 51, 3),
          difference: { carry: 5, ballSpeed: 1, spinRate: 0, launchAngle: 0, clubPath: 1.5, faceToPath: 0 },
        },
      ],
    };
    renderAccount(`/account/sessions/compare?a=${A}&b=${B}`, { compare: () => ({ isPro: true, valid: true, notFound: false, compare: answer, dispersions: null, choices: null }) });
    const sevens = await screen.findByRole('region', { name: '7i' });
    // B against A: more carry and ball speed are better, a path further from square worse; spin is not judged.
    expect(within(sevens).getByRole('row', { name: /Carry \(yd\)/ }).textContent).toBe('Carry (yd)153.1158.6+5.5▲ better');
    expect(within(sevens).getByRole('row', { name: /Ball Speed \(mph\)/ }).textContent).toBe('Ball Speed (mph)111.8114.1+2.2▲ better');
    expect(within(sevens).getByRole('row', { name: /Club Path/ }).textContent).toMatch(/▼ worse$/);
    expect(within(sevens).getByRole('row', { name: /Spin/ }).textContent).not.toMatch(/better|worse/);
    expect(within(sevens).getAllByText('▲')[0].parentElement!.getAttribute('data-verdict')).toBe('better');
    const drivers = screen.getByRole('region', { name: 'Dr' });
    expect(within(drivers).getByRole('row', { name: /Carry \(yd\)/ }).textContent).toBe('Carry (yd)Not hit229.7–');
  });
});

describe('Backup card', () => {
  const backup = () =>
    new File(
      ['{"format":"opengolfsim-backup","version":1,"exportedAt":"2026-11-24T19:00:00.000Z","counts":{"rounds":0,"sessions":1,"shots":2,"overrides":0},"preferences":{"distanceUnit":"yd","speedUnit":"mph","hideMishits":false}}\n'],
      'opengolfsim-backup-2026-11-24.ndjson',
      { type: 'application/x-ndjson' },
    );
  const kinds = { players: 0, rounds: 0, sessions: 1, shots: 2, overrides: 0, shares: 0 };
  const preview = () =>
    jsonResponse(200, {
      exportedAt: '2026-11-24T19:00:00.000Z',
      ...Object.fromEntries(Object.entries(kinds).map(([kind, inFile]) => [kind, { inFile, present: kind === 'shots' ? 1 : 0 }])),
      unreadable: 0,
      complete: true,
      takesPreferences: false,
    });
  /** Chooses the file, sees what it holds, and presses Restore. */
  async function chooseAndRestore(user: ReturnType<typeof userEvent.setup>, card: HTMLElement) {
    await user.upload(within(card).getByLabelText('Restore from backup'), backup());
    await user.click(await within(card).findByRole('button', { name: 'Restore' }));
  }
  const ndjson = (...lines: unknown[]) =>
    new Response(lines.map((l) => `${JSON.stringify(l)}\n`).join(''), { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });

  it('offers the backup as a download and restores a file, with the counts and each rejected line', async () => {
    const user = userEvent.setup();
    const result = {
      rounds: { stored: 0, duplicates: 0 },
      sessions: { stored: 1, duplicates: 0 },
      shots: { stored: 1, duplicates: 0 },
      overrides: { stored: 0, duplicates: 0 },
      rejected: [{ line: 4, error: 'carry: must be between 0 and 492.1 yd' }],
      rejectedCount: 1,
      complete: true,
      preferencesApplied: false,
    };
    const calls = renderSettings({
      'POST /api/account/restore/preview': preview,
      'POST /api/account/restore': () => ndjson({ type: 'progress', lines: 5, stored: 2, duplicates: 0, rejected: 1 }, { type: 'done', result }),
    });
    const card = await screen.findByRole('region', { name: 'Backup' });
    const download = within(card).getByRole('link', { name: 'Download backup' });
    expect(download.getAttribute('href')).toBe('/api/account/backup');
    expect(download.hasAttribute('download')).toBe(true);
    await user.upload(within(card).getByLabelText('Restore from backup'), backup());
    // First what the file holds, and nothing sent to be stored.
    const holds = await within(card).findByRole('table', { name: 'What opengolfsim-backup-2026-11-24.ndjson holds' });
    expect(within(holds).getByRole('row', { name: /^Shots/ }).textContent).toBe('Shots211');
    expect(calls.some((c) => c.path === '/api/account/restore')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Restore' }));
    expect(await within(card).findByText('Backup restored, with lines that could not be stored')).toBeTruthy();
    expect(within(card).queryByRole('table', { name: /holds$/ })).toBeNull();
    const table = within(card).getByRole('table', { name: 'Restore result' });
    expect(within(table).getByRole('row', { name: /^Sessions/ }).textContent).toBe('Sessions10');
    expect(within(card).getByText('Line 4: carry: must be between 0 and 492.1 yd')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/account/restore')?.method).toBe('POST');
  });

  it('shows the units of the backup in Settings when the restore took them', async () => {
    const user = userEvent.setup();
    const metric = { ...proUser, preferences: { distanceUnit: 'm', speedUnit: 'kmh' } };
    let restored = false;
    const result = {
      rounds: { stored: 0, duplicates: 0 },
      sessions: { stored: 1, duplicates: 0 },
      shots: { stored: 2, duplicates: 0 },
      overrides: { stored: 0, duplicates: 0 },
      rejected: [],
      rejectedCount: 0,
      complete: true,
      preferencesApplied: true,
    };
    renderSettings({
      'GET /api/user/session': () => jsonResponse(200, { user: restored ? metric : proUser }),
      'POST /api/account/restore/preview': preview,
      'POST /api/account/restore': () => {
        restored = true;
        return ndjson({ type: 'done', result });
      },
    });
    const units = await screen.findByRole('region', { name: 'Units' });
    expect((within(units).getByRole('radio', { name: 'Yards' }) as HTMLInputElement).checked).toBe(true);
    await chooseAndRestore(user, screen.getByRole('region', { name: 'Backup' }));
    expect(await screen.findByText('Your unit and “Hide mishits” choices were taken from the backup.')).toBeTruthy();
    await waitFor(() => expect((within(units).getByRole('radio', { name: 'Metres' }) as HTMLInputElement).checked).toBe(true));
    expect((within(units).getByRole('radio', { name: 'km/h' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows why a file was refused', async () => {
    const user = userEvent.setup();
    renderSettings({
      'POST /api/account/restore/preview': () => jsonResponse(400, { error: 'This file is not an OpenGolfSim backup: its first line must be the backup header' }),
    });
    const card = await screen.findByRole('region', { name: 'Backup' });
    await user.upload(within(card).getByLabelText('Restore from backup'), new File(['hello\n'], 'notes.ndjson'));
    expect(await within(card).findByText(/The backup could not be read: This file is not an OpenGolfSim backup/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('Cancel after the preview sends nothing to be stored', async () => {
    const user = userEvent.setup();
    const calls = renderSettings({ 'POST /api/account/restore/preview': preview });
    const card = await screen.findByRole('region', { name: 'Backup' });
    await user.upload(within(card).getByLabelText('Restore from backup'), backup());
    await user.click(await within(card).findByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByRole('table', { name: /holds$/ })).toBeNull();
    expect(calls.map((c) => c.path)).not.toContain('/api/account/restore');
  });
});

describe('Backup download with its progress', () => {
  const counts = { rounds: 1, sessions: 1, shots: 3, overrides: 1 };
  const header = `${JSON.stringify({ format: 'opengolfsim-backup', version: 1, exportedAt: '2026-11-25T18:00:00.000Z', counts, preferences: { distanceUnit: 'yd', speedUnit: 'mph', hideMishits: false } })}\n`;
  const item = (type: string, n: number) => `${JSON.stringify({ type, clientId: `${type}-${n}` })}\n`;
  const end = `${JSON.stringify({ type: 'end', counts })}\n`;

  /** A streamed answer whose chunks the test sends (as bytes, one line cut in two) and ends or breaks. */
  function streamed() {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const cancelled = vi.fn();
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c), cancel: cancelled });
    const encoder = new TextEncoder();
    return {
      response: () =>
        new Response(body, {
          status: 200,
          headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Content-Disposition': 'attachment; filename="opengolfsim-backup-2026-11-25.ndjson"' },
        }),
      send: (text: string) => controller.enqueue(encoder.encode(text)),
      close: () => controller.close(),
      fail: () => controller.error(new TypeError('network error')),
      cancelled,
    };
  }

  /** The saved file: what was handed to URL.createObjectURL and the name the link gave it. */
  function savedFiles() {
    const saved: { blob: Blob; name: string }[] = [];
    let last: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      last = blob as Blob;
      return 'blob:backup';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href.startsWith('blob:')) saved.push({ blob: last!, name: this.download });
    });
    return saved;
  }
  afterEach(() => vi.restoreAllMocks());

  it('says how many of the shots are in as they come, then saves the whole file', async () => {
    const user = userEvent.setup();
    const saved = savedFiles();
    const stream = streamed();
    renderSettings({ 'GET /api/account/backup': () => stream.response() });
    const card = await screen.findByRole('region', { name: 'Backup' });
    const link = within(card).getByRole('link', { name: 'Download backup' });
    // Without JavaScript it is a plain link to the file.
    expect(link.getAttribute('href')).toBe('/api/account/backup');
    await user.click(link);
    expect(await within(card).findByText('Preparing your backup…')).toBeTruthy();

    stream.send(header + item('round', 1) + item('session', 1) + item('shot', 1) + item('shot', 2).slice(0, 10));
    expect(await within(card).findByText(/^Downloading your backup… 1 of 3 shots \(\d+ bytes\)$/)).toBeTruthy();
    // The bar is the whole file's: 4 of its 8 lines.
    expect(within(card).getByRole('progressbar', { name: 'Download backup' }).getAttribute('aria-valuenow')).toBe('50');
    const cancel = within(card).getByRole('button', { name: 'Cancel download' });
    expect(cancel).toBeTruthy();
    expect(saved).toEqual([]);

    const rest = item('shot', 2).slice(10) + item('shot', 3) + item('override', 1) + end;
    stream.send(rest);
    stream.close();
    const whole = header + item('round', 1) + item('session', 1) + item('shot', 1) + item('shot', 2) + item('shot', 3) + item('override', 1) + end;
    expect(await within(card).findByText(`Backup saved as opengolfsim-backup-2026-11-25.ndjson: 3 shots, ${whole.length} bytes.`)).toBeTruthy();
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('opengolfsim-backup-2026-11-25.ndjson');
    expect(await saved[0].blob.text()).toBe(whole);
    expect(within(card).queryByRole('button', { name: 'Cancel download' })).toBeNull();
  });

  it('can be cancelled: the stream is dropped and nothing is saved', async () => {
    const user = userEvent.setup();
    const saved = savedFiles();
    const stream = streamed();
    renderSettings({ 'GET /api/account/backup': () => stream.response() });
    const card = await screen.findByRole('region', { name: 'Backup' });
    await user.click(within(card).getByRole('link', { name: 'Download backup' }));
    stream.send(header + item('round', 1));
    await within(card).findByText(/^Downloading your backup… rounds and sessions first, then 3 shots \(\d+ bytes\)$/);
    await user.click(within(card).getByRole('button', { name: 'Cancel download' }));
    expect(await within(card).findByText('Download cancelled. Nothing was saved.')).toBeTruthy();
    expect(stream.cancelled).toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('saves nothing and says why when the connection drops, the file ends early, or the site refuses', async () => {
    const user = userEvent.setup();
    const saved = savedFiles();
    const cases: [string, (s: ReturnType<typeof streamed>) => void, string][] = [
      ['dropped', (s) => (s.send(header + item('round', 1)), s.fail()), 'The download stopped before the end of the backup. Nothing was saved. Check your connection and try again.'],
      ['cut short', (s) => (s.send(header + item('round', 1) + item('session', 1) + item('shot', 1)), s.close()), 'The backup ended before its last line, so it would not restore everything. Nothing was saved. Please try again.'],
      ['not a backup', (s) => (s.send('<!doctype html>\n'), s.close()), 'The site did not answer with a backup. Nothing was saved. Please try again.'],
    ];
    let current = streamed();
    let signedOut = false;
    renderSettings({ 'GET /api/account/backup': () => (signedOut ? jsonResponse(401, { error: 'Please sign in again.' }) : current.response()) });
    const card = await screen.findByRole('region', { name: 'Backup' });
    for (const [name, run, message] of cases) {
      current = streamed();
      await user.click(within(card).getByRole('link', { name: 'Download backup' }));
      await within(card).findByText('Preparing your backup…');
      run(current);
      expect(await within(card).findByText(message), name).toBeTruthy();
    }
    signedOut = true;
    await user.click(within(card).getByRole('link', { name: 'Download backup' }));
    expect(await within(card).findByText('The backup could not be downloaded: Please sign in again.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
