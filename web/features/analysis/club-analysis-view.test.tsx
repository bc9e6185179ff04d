import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLoaderData, useNavigation } from 'react-router';
import type { AnalysisResponse, DispersionResponse, MetricMeans, TrendsResponse } from '../../../common/schemas/analysis';
import { SHOT_METRIC_NAMES } from '../../../common/shot-metrics';
import { SignedInProviders } from '../../app/signed-in-providers';
import { jsonResponse, signedInUser, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import { toggleAction } from './override';
import type { AnalysisData } from './analysis-data';
import { ClubAnalysisView, type ClubAnalysisViewProps } from './components/club-analysis-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const filter = { player: 'all', from: null, to: null };
const gapping = (hideMishits: boolean, sevenShots = 6): AnalysisResponse => ({
  filter,
  hideMishits,
  clubs: [
    {
      club: 'Dr',
      shots: 2,
      allShots: 2,
      mishits: 0,
      excluded: 0,
      carry: { mean: 200, median: 200, stddev: 10 },
      total: { shots: 2, mean: 220, median: 220, stddev: 12 },
      gap: 60,
    },
    {
      club: '7i',
      shots: sevenShots,
      allShots: 6,
      mishits: 1,
      excluded: 6 - sevenShots,
      carry: { mean: 140, median: 141, stddev: 3 },
      total: { shots: 0, mean: null, median: null, stddev: null },
      gap: null,
    },
  ],
});
const dispersion = (hideMishits: boolean): DispersionResponse => ({
  filter,
  club: 'Dr',
  hideMishits,
  shots: 3,
  returned: 3,
  sampled: false,
  points: [
    { id: '11', carry: 200, offline: -5, takenAt: '2025-03-03T12:00:00.000Z', mishit: false, excluded: false, override: null },
    { id: '12', carry: 210, offline: 5, takenAt: '2025-03-04T12:00:00.000Z', mishit: false, excluded: true, override: 'excluded' },
    { id: '13', carry: 120, offline: 20, takenAt: '2025-03-05T12:00:00.000Z', mishit: true, excluded: hideMishits, override: null },
  ],
  ellipse: { carry: 200, offline: 0, major: 20, minor: 5, angle: 90 },
  rule: { median: 200, threshold: 15 },
});
/** Every measurement's mean: null but for the given ones. */
const metricMeans = (given: Partial<MetricMeans>): MetricMeans =>
  ({ ...Object.fromEntries(SHOT_METRIC_NAMES.map((name) => [name, null])), ...given }) as MetricMeans;
const trends: TrendsResponse = {
  filter,
  club: 'Dr',
  hideMishits: false,
  weeks: [{ week: '2025-03-03', shots: 2, carry: 200, ballSpeed: 66, clubSpeed: 45, smashFactor: 66 / 45, means: metricMeans({ carry: 200, ballSpeed: 66, clubSpeed: 45 }) }],
};

/** The figures a page's loader would read; `club` the shown one. */
const analysisData = (hide: boolean, over: Partial<AnalysisData> = {}): AnalysisData => ({
  gapping: gapping(hide),
  club: 'Dr',
  dispersion: dispersion(hide),
  trends,
  failed: false,
  ...over,
});

function AnalysisRoute(props: Partial<ClubAnalysisViewProps>) {
  const data = useLoaderData() as AnalysisData;
  return <ClubAnalysisView data={data} loading={useNavigation().state === 'loading'} {...props} />;
}

/**
 * The view in a route whose loader answers `read()` and whose action records each post (as the
 * page's action gets them) and runs `post`; the posts.
 */
function render(read: () => AnalysisData, props: Partial<ClubAnalysisViewProps> = {}, user = signedInUser, post: (fields: Record<string, string>) => void = () => {}) {
  stubApi({ 'GET /api/user/session': () => jsonResponse(200, { user }) });
  const posts: Record<string, string>[] = [];
  renderRoutes(
    '/x',
    <Route element={<SignedInProviders />}>
      <Route
        path="/x"
        loader={read}
        action={async ({ request }) => {
          const fields = Object.fromEntries(await request.formData()) as Record<string, string>;
          posts.push(fields);
          post(fields);
          return fields.intent === 'override' ? { ok: true, action: fields.action, shotId: fields.shotId, override: 'excluded' } : { ok: true, hideMishits: fields.hideMishits === 'true' };
        }}
        hydrateFallbackElement={<p>Loading</p>}
        element={<AnalysisRoute {...props} />}
      />
    </Route>,
  );
  return posts;
}

describe('ClubAnalysisView', () => {
  it('shows the gapping table in the user’s units, the dispersion summary and the shot list; saves "Hide mishits"; excludes a shot', async () => {
    let hide = false;
    const posts = render(
      () => analysisData(hide),
      {},
      { ...signedInUser, isPro: true, preferences: { distanceUnit: 'm', speedUnit: 'kmh' } },
      (fields) => {
        if (fields.intent === 'hide-mishits') hide = fields.hideMishits === 'true';
      },
    );
    const table = await screen.findByRole('table', { name: 'Carry and total per club, longest club first, in m' });
    // No dates chosen: the range in use is said in words.
    expect(screen.getByText('Showing every shot, whatever its date')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Mean carry (m)' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Gap to next (m)' })).toBeTruthy();
    const dr = within(table).getByRole('row', { name: /^Dr/ });
    expect(within(dr).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '200.0', '200.0', '10.0', '220.0', '220.0', '12.0', '60.0', '0']);
    expect(await screen.findByText(/Dr: 3 shots, carry against offline/)).toBeTruthy();
    expect(screen.getByText(/centre at 200\.0 m carry and 0\.0 m offline; 40\.0 m long and 10\.0 m wide/)).toBeTruthy();

    // The trends table (text alternative of the chart) in km/h.
    const trendTable = screen.getByRole('table', { name: 'Weekly means of Dr' });
    expect(within(trendTable).getByRole('columnheader', { name: 'Ball speed (km/h)' })).toBeTruthy();
    expect(within(trendTable).getByRole('cell', { name: '237.6' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Hide mishits' }));
    await waitFor(() => expect(posts).toEqual([{ intent: 'hide-mishits', hideMishits: 'true' }]));
    // The figures read again with the choice: the mishit is left out.
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Hide mishits' }) as HTMLInputElement).checked).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Show the shot list' }));
    const list = screen.getByRole('table', { name: 'Shots of Dr' });
    const rows = within(list).getAllByRole('row').slice(1);
    // Left out first (the hidden mishit, newer, then the hand-excluded shot), then the counted one.
    expect(rows.map((r) => within(r).getAllByRole('cell')[3].textContent)).toEqual(['Mishit, left out', 'Excluded by hand', 'Counted']);
    await user.click(within(rows[2]).getByRole('button', { name: /^Exclude the shot of .*, 200\.0 m carry$/ }));
    await waitFor(() => expect(posts[1]).toEqual({ intent: 'override', shotId: '11', action: 'exclude' }));
    expect(await screen.findByText('Shot excluded from the figures')).toBeTruthy();
    // The list stays open with the figures read again.
    expect(screen.getByRole('table', { name: 'Shots of Dr' })).toBeTruthy();
  });

  it('read-only: no switch, no buttons, fixed dates', async () => {
    const posts = render(() => analysisData(false), { readOnly: true, range: { from: '2025-03-01', to: '2025-03-31' } });
    expect(await screen.findByRole('table', { name: 'Carry and total per club, longest club first, in yd' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByLabelText('From', { exact: true })).toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show the shot list' }));
    expect(within(screen.getByRole('table', { name: 'Shots of Dr' })).queryAllByRole('button')).toEqual([]);
    expect(posts).toEqual([]);
  });

  it('a club whose shots have no offline figure says why there is no plot, and still shows its trends', async () => {
    const noOffline: DispersionResponse = { ...dispersion(false), shots: 0, returned: 0, points: [], ellipse: null };
    render(() => analysisData(false, { dispersion: noOffline }));
    expect(await screen.findByText(/None of these shots has a sideways \(offline\) distance/)).toBeTruthy();
    expect(screen.queryByText('No shots of this club in these dates.')).toBeNull();
    expect(await screen.findByRole('table', { name: /Weekly means of Dr/ })).toBeTruthy();
  });

  it('a failed load says so', async () => {
    render(() => ({ gapping: null, club: null, dispersion: null, trends: null, failed: true }));
    expect(await screen.findByText('The analysis could not be loaded.')).toBeTruthy();
  });
});

describe('toggleAction', () => {
  const p = { id: '1', carry: 1, offline: 0, takenAt: '', mishit: false, excluded: false, override: null } as const;
  it('excludes a counted shot; counts a left-out one again, by hand when the rule flags it', () => {
    expect(toggleAction(p)).toBe('exclude');
    expect(toggleAction({ ...p, mishit: true })).toBe('exclude');
    expect(toggleAction({ ...p, excluded: true, override: 'excluded' })).toBe('clear');
    expect(toggleAction({ ...p, excluded: true, mishit: true })).toBe('restore-by-hand');
    expect(toggleAction({ ...p, excluded: true, mishit: true, override: 'excluded' })).toBe('restore-by-hand');
  });
});
