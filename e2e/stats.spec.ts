import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { deviceToken, makePro, signUpViaApi } from './support/fixtures';
import { shot, upload } from './support/golf-data';
import { expectNoAxeViolations } from './support/axe';
import { parse } from 'csv-parse/sync';

/**
 * Shot statistics in the browser: the desktop app uploads through its own API with a device token; the
 * golfer sees the rounds and scorecards, then, once Pro, the shot statistics in yards, by player,
 * and downloads them as CSV. A free user sees the locked teaser.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const ANN = [5, 4, 3, 6, 4, 5, 3, 5, 5, 4, 5, 3, 6, 4, 4, 4, 4, 6]; // out 40, in 40, total 80
const BOB = [6, 5, 4, null, 5]; // holes 1-5 only, hole 4 unset: out 20

test('uploads → rounds list → scorecard totals → Pro → figures in yards → player filter → CSV', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  const token = await deviceToken(page.request, email);
  await upload(page.request, token, 'rounds', [
    {
      clientId: 'e2e-round',
      course: 'E2E Links',
      playedAt: ago(3 * HOUR),
      players: ['Ann', 'Bob'],
      holes: PARS.map((par, i) => ({ hole: i + 1, par })),
      scores: [
        ...ANN.map((score, i) => ({ player: 'Ann', hole: i + 1, score })),
        ...BOB.map((score, i) => ({ player: 'Bob', hole: i + 1, score })),
      ],
    },
  ]);
  const tee = (player: string, hole: number, minutes: number, fairway: string) =>
    shot(player, '3W', ago(3 * HOUR - minutes * 60_000), 180, { kind: 'round', roundClientId: 'e2e-round', hole, fairway });
  await upload(page.request, token, 'shots', [
    // Drives: Ann 230 m and 220 m in total, Bob 200 m (carry 185).
    shot('Ann', 'Dr', ago(2 * DAY), 210, { total: 230 }),
    shot('Ann', 'Dr', ago(DAY), 205, { total: 220 }),
    shot('Bob', 'Dr', ago(DAY), 185, { total: 200 }),
    shot('Ann', '7i', ago(DAY), 140),
    shot('Bob', '7i', ago(DAY), 120),
    // Tee shots on par 4s: Ann hits one of two fairways, Bob his only one.
    tee('Ann', 1, 1, 'hit'),
    tee('Ann', 2, 15, 'left'),
    tee('Bob', 1, 2, 'hit'),
  ]);

  // Rounds list: course as primary text, players joined by commas as secondary.
  await page.goto('/account/rounds');
  await expect(page.getByRole('heading', { name: 'Rounds', level: 1 })).toBeVisible();
  const row = page.getByRole('link', { name: /E2E Links/ });
  await expect(row).toContainText('Ann, Bob');
  await expectNoAxeViolations(page);
  await row.click();

  // Round view: breadcrumb, a scorecard per player with OUT, IN and the total; blanks where unset.
  await expect(page).toHaveURL(/\/account\/round\/[0-9a-f-]{36}$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Rounds' })).toHaveAttribute('href', '/account/rounds');
  await expect(crumbs).toContainText('E2E Links');
  const ann = page.getByRole('table', { name: 'Scorecard of Ann' });
  const annRow = ann.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Score' }) });
  const annCells = await annRow.getByRole('cell').allInnerTexts();
  // 1-9, OUT, 10-18, IN, Total (the strokes; a marked score also says its name, e.g. "5, bogey")
  expect(annCells.map((c) => c.replace(/,[^]*$/, '').trim())).toEqual([...ANN.slice(0, 9).map(String), '40', ...ANN.slice(9).map(String), '40', '80']);
  const parCells = await ann.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Par' }) }).getByRole('cell').allInnerTexts();
  expect(parCells.map((c) => c.trim())).toEqual([...PARS.slice(0, 9).map(String), '36', ...PARS.slice(9).map(String), '36', '72']);
  const bob = page.getByRole('table', { name: 'Scorecard of Bob' });
  const bobCells = (await bob.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Score' }) }).getByRole('cell').allInnerTexts()).map((c) =>
    c.replace(/,[^]*$/, '').trim(),
  );
  expect(bobCells).toEqual(['6', '5', '4', '', '5', '', '', '', '', '20', '', '', '', '', '', '', '', '', '', '', '20']);
  await expectNoAxeViolations(page);
  await crumbs.getByRole('link', { name: 'Rounds' }).click();
  await expect(page).toHaveURL(/\/account\/rounds$/);

  // Not Pro yet: the teaser. Then Pro (the e2e fixture stands in for a checkout).
  // Every player, asked for in the address: the page opens on the account's main player otherwise.
  await page.goto('/account/shot-data?player=all');
  await expect(page.getByRole('heading', { name: 'Upgrade to OpenGolfSim Pro' })).toBeVisible();
  await makePro(email);
  await page.reload();

  // Pro figures, in yards with one decimal: every player first.
  const card = (title: string) => page.getByRole('region', { name: title });
  await expect(card('Longest Drive')).toContainText('251.5 yd'); // 230 m
  await expect(card('Average Driver Distance')).toContainText('236.9 yd'); // (230 + 220 + 200) / 3 m
  await expect(card('Fairways Hit')).toContainText('66.7%');
  await expect(card('Longest Drive')).toContainText('Last 10 days');
  await expect(card('Fairways Hit')).toContainText('Last 30 days');
  await expect(page.getByRole('region', { name: 'Average Smash Factor' })).toContainText(/Average smash factor 1\.\d\d of a possible 1\.5/);
  // Each club's smash beside it: the driver 66 / 45 = 1.47, the 7-iron 50 / 38 = 1.32.
  const smashByClub = page.getByRole('list', { name: 'Smash factor by club' }).getByRole('listitem');
  await expect(smashByClub.filter({ hasText: /^Dr/ })).toHaveText('Dr1.47');
  await expect(smashByClub.filter({ hasText: /^7i/ })).toHaveText('7i1.32');
  // The bar chart's figures as a table for screen readers: 7i carries (140 + 120) / 2 = 130 m = 142.2 yd.
  const clubTable = page.getByRole('table', { name: 'Average carry by club, in yards' });
  await expect(clubTable.getByRole('row', { name: /^7i/ })).toContainText('142.2');
  // The per-club analysis below asks for its own figures, its Club choice greyed until they are in:
  // checked once they are (axe once caught the grey label of a busy machine's slow answer).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('combobox', { name: 'Club' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // The player filter: Bob alone.
  // A native select (decision 032): its options, then a choice.
  const player = page.getByRole('combobox', { name: 'Player' });
  await expect(player.getByRole('option')).toHaveText(['All players', 'Ann', 'Bob']);
  await player.selectOption('Bob');
  await expect(page).toHaveURL(/player=Bob/);
  await expect(card('Longest Drive')).toContainText('218.7 yd'); // 200 m
  await expect(card('Average Driver Distance')).toContainText('218.7 yd');
  await expect(card('Fairways Hit')).toContainText('100.0%');
  await expect(clubTable.getByRole('row', { name: /^7i/ })).toContainText('131.2'); // 120 m

  // CSV of Bob's shots: a header with units (the account's, yards and mph by default) and one row per shot.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^shots-Bob-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toContain('Carry (yd)');
  expect(lines[0]).toContain('Ball Speed (mph)');
  expect(lines).toHaveLength(4);
  // Text cells are quoted: the rows read as a CSV reader does.
  expect((parse(lines.slice(1).join('\r\n')) as string[][]).every((row) => row[1] === 'Bob')).toBe(true);
});

test('a free user sees the locked teaser as the spec words it, and its button starts the checkout', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/account/shot-data');
  const overlay = page.getByRole('region', { name: 'Upgrade to OpenGolfSim Pro' });
  await expect(overlay.getByRole('heading', { name: 'Upgrade to OpenGolfSim Pro' })).toBeVisible();
  await expect(overlay).toContainText('Analyze your historical shot data in the cloud with the Pro plan. Just $49.99 per year.');
  const box = await overlay.boundingBox();
  expect(Math.round(box!.width)).toBe(500);
  // The sample dashboard is drawn blurred behind the card, out of reach of keyboard and screen reader.
  const sample = page.getByTestId('teaser-sample');
  await expect(sample).toHaveAttribute('aria-hidden', 'true');
  await expect(sample).toContainText('Sim Handicap');
  await expect(sample).toContainText('Drive Distance');
  await expect(sample).toContainText('Rounds Played');
  await expect(sample).toContainText('Last 5 rounds');
  await expect(sample).toContainText('Last 30 days');
  expect(await sample.evaluate((el) => getComputedStyle(el).filter)).toContain('blur');
  await expect(page.getByRole('combobox', { name: 'Player' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Without Stripe keys the local provider asks to confirm the plan and its price, then grants it.
  const checkout = page.waitForResponse((r) => r.url().endsWith('/api/subscriptions/checkout'));
  await overlay.getByRole('button', { name: 'Upgrade to Pro' }).click();
  expect((await checkout).status()).toBe(303);
  await page.getByRole('button', { name: 'Confirm and upgrade' }).click();
  await expect(page).toHaveURL(/\/subscribe\/success$/);
  await page.goto('/account/shot-data');
  await expect(page.getByRole('heading', { name: 'No shot data yet' })).toBeVisible();
});

test('another account’s round is not found, and a new Pro user is told how to connect the desktop app', async ({ page, browser }) => {
  const owner = await signUpViaApi(page);
  const token = await deviceToken(page.request, owner.email);
  await upload(page.request, token, 'rounds', [
    { clientId: 'private', course: 'Private Course', playedAt: ago(HOUR), players: ['Owner'], holes: [{ hole: 1, par: 4 }], scores: [] },
  ]);
  const ownRounds = await (await page.request.get('/api/stats/rounds')).json();
  const roundId = ownRounds.rounds[0]._id;

  const other = await browser.newPage();
  const stranger = await signUpViaApi(other);
  await other.goto(`/account/round/${roundId}`);
  await expect(other.getByRole('heading', { level: 1, name: '404 Ball Not Found' })).toBeVisible();
  await expect(other.getByText('Private Course')).toHaveCount(0);

  await makePro(stranger.email);
  await other.goto('/account/shot-data');
  await expect(other.getByRole('heading', { name: 'No shot data yet' })).toBeVisible();
  await expect(other.getByText(/Connect the desktop app to your account/)).toBeVisible();
  await expect(other.getByRole('link', { name: 'Download the desktop app' })).toHaveAttribute('href', '/account/downloads');
  await other.close();
});
