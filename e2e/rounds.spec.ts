import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { deviceToken, makePro, signUpViaApi } from './support/fixtures';
import { shot, upload } from './support/golf-data';

/**
 * "Rounds and scores" and "Sim Handicap", in the browser on PostgreSQL: rounds uploaded
 * through the desktop app's API, then the list (scores to par, holes, the player filter), a
 * round's scorecard marked as golfers read it, with its legend and each player's summary, and the
 * Sim Handicap with the differentials behind it. Screenshots of each page at 375 and 1280 px.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5]; // out 36, in 36
// Ann's newest round: birdie, bogey, double bogey, eagle, then par but two bogeys on the back: 74, +2.
const DELTAS = [-1, 1, 2, -2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0];
const holes = PARS.map((par, i) => ({ hole: i + 1, par }));
/** Ann's card: par plus one on the first `bogeys` holes. */
const bogeyRound = (clientId: string, daysAgo: number, bogeys: number) => ({
  clientId,
  course: 'Old Course Sim',
  playedAt: ago(daysAgo * DAY),
  players: ['Ann'],
  holes,
  scores: PARS.map((par, i) => ({ player: 'Ann', hole: i + 1, score: par + (i < bogeys ? 1 : 0) })),
});

/** The page at a phone's and a desktop's width: no sideways scroll of the page, a full-page picture of each. */
async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('rounds list → round: marks, legend, summary → Sim Handicap and how it was computed', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  const token = await deviceToken(page.request, email);
  await upload(page.request, token, 'rounds', [
    bogeyRound('ann-1', 6, 8), // 80: differential 8.0
    bogeyRound('ann-2', 4, 6), // 78: 6.0
    bogeyRound('ann-3', 2, 4), // 76: 4.0
    {
      clientId: 'harbour',
      course: 'Harbour Links',
      playedAt: ago(3 * HOUR),
      players: ['Ann', 'Bob'],
      holes,
      tees: 'Blue',
      courseRating: 70.5,
      slopeRating: 125,
      scores: [
        // Two putts a hole, one on the birdie.
        ...PARS.map((par, i) => ({ player: 'Ann', hole: i + 1, score: par + DELTAS[i], putts: i === 0 ? 1 : 2 })),
        // Bob played the front nine only, a bogey on each: 45, +9.
        ...PARS.slice(0, 9).map((par, i) => ({ player: 'Bob', hole: i + 1, score: par + 1 })),
      ],
    },
  ]);
  const tee = (hole: number, fairway: string) =>
    shot('Ann', 'Dr', ago(3 * HOUR - hole * 60_000), 200, { kind: 'round', roundClientId: 'harbour', hole, fairway, total: 220 });
  await upload(page.request, token, 'shots', [tee(1, 'hit'), tee(2, 'left')]);

  // The list as a Free user: scores to par, no Sim Handicap (a Pro figure).
  await page.goto('/account/rounds');
  const list = page.getByRole('list', { name: 'Rounds' });
  await expect(list.getByRole('link')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Sim Handicap' })).toHaveCount(0);
  await makePro(email);
  await page.reload();

  // Newest first: date, course, players, holes, each player's score to par.
  const rows = list.getByRole('link');
  await expect(rows).toHaveCount(4);
  const harbourRow = rows.first();
  await expect(harbourRow).toContainText('Harbour Links');
  await expect(harbourRow).toContainText('Ann, Bob');
  await expect(harbourRow).toContainText('18 holes');
  await expect(harbourRow).toContainText('Ann74+2 to par');
  await expect(harbourRow).toContainText('Bob45+9 to parthru 9');
  await expect(rows.nth(1)).toContainText('Old Course Sim');
  await expect(rows.nth(1)).toContainText('Ann76+4 to par');
  await expect(rows.nth(3)).toContainText('Ann80+8 to par');
  // Ann's Sim Handicap above the list: 3 scores of 80, 78, 76 and a 74 on a 70.5 / 125 course.
  const strip = page.getByRole('region', { name: 'Sim Handicap' });
  await expect(strip).toContainText('Ann2.2');
  await expectNoAxeViolations(page);
  await screenshots(page, 'rounds');

  // The player filter: Bob played one round.
  // A native select (decision 032): its options, then a choice.
  const player = page.getByRole('combobox', { name: 'Player' });
  await expect(player.getByRole('option')).toHaveText(['All players', 'Ann', 'Bob']);
  await player.selectOption('Bob');
  await expect(page).toHaveURL(/\/account\/rounds\?player=Bob$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Harbour Links');
  // Bob has no index (a lone 9-hole round counts nothing): no strip for him.
  await expect(strip).toHaveCount(0);
  await page.goBack();
  await expect(rows).toHaveCount(4);

  // The round: Ann's card marked as golfers read it, the legend, her summary.
  await harbourRow.click();
  await expect(page).toHaveURL(/\/account\/round\/[0-9a-f-]{36}$/);
  const ann = page.getByRole('region', { name: 'Ann' });
  await expect(ann.getByRole('heading', { name: 'Ann' })).toBeVisible();
  // Total and to par in view above the card; 74 on a par 72.
  await expect(ann).toContainText('Total74+2 to par');
  await expect(page.getByText('Blue tees, 70.5 / 125')).toBeVisible();
  const grid = page.getByRole('table', { name: 'Scorecard of Ann', exact: true });
  // Her name heads the section, once; the card's row says Score.
  await expect(grid.getByRole('rowheader', { name: 'Ann' })).toHaveCount(0);
  const annRow = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Score' }) });
  await expect(annRow.getByRole('cell').nth(0)).toHaveText('3, birdie');
  await expect(annRow.getByRole('cell').nth(1)).toHaveText('5, bogey');
  await expect(annRow.getByRole('cell').nth(2)).toHaveText('5, double bogey');
  await expect(annRow.getByRole('cell').nth(3)).toHaveText('3, eagle');
  await expect(annRow.getByRole('cell').nth(4)).toHaveText('4');
  // Her putts in a row of their own: 1 on the birdie, 2 elsewhere, 35 in all.
  const puttsRow = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Putts' }) });
  await expect(puttsRow.getByRole('cell').first()).toHaveText('1');
  await expect(puttsRow.getByRole('cell').last()).toHaveText('35');
  // The birdie ringed, the eagle ringed twice, the bogey boxed, the double bogey boxed twice.
  const markOf = (n: number) => annRow.getByRole('cell').nth(n).locator('.mark');
  expect(await markOf(0).evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');
  expect(await markOf(3).evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('double');
  expect(await markOf(1).evaluate((el) => getComputedStyle(el).borderRadius)).toBe('2px');
  expect(await markOf(2).evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('double');
  await expect(page.getByRole('list', { name: 'Score marks' }).getByRole('listitem')).toHaveText([
    /Eagle or better/,
    /Birdie/,
    /Par/,
    /Bogey$/,
    /Double bogey or worse/,
  ]);
  // Her summary: 1 of 2 fairways, 14 greens in regulation, 35 putts, the par-3/4/5 averages.
  const summary = page.getByRole('definition').filter({ hasText: '1/2' });
  await expect(summary).toHaveText('1/250%');
  const annSummary = ann.locator('dl');
  await expect(annSummary).toContainText('Greens in regulation14/1878%');
  await expect(annSummary).toContainText('Putts35over 18 holes');
  await expect(annSummary).toContainText('Par 3 average3.50');
  await expect(annSummary).toContainText('Par 4 average4.20');
  await expect(annSummary).toContainText('Par 5 average4.50');
  // Bob: no putts, no fairways: dashes, not zeros; 45 on the front nine is +9.
  const bob = page.getByRole('region', { name: 'Bob' });
  await expect(bob).toContainText('Total45+9 to par');
  await expect(bob.locator('dl')).toContainText('Putts–');
  await expectNoAxeViolations(page);

  // On a phone: the nines stacked, each with its total, the name once, no sideways scroll.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(grid).toBeHidden();
  const front = page.getByRole('table', { name: 'Scorecard of Ann, holes 1-9' });
  const back = page.getByRole('table', { name: 'Scorecard of Ann, holes 10-18' });
  await expect(front).toBeVisible();
  await expect(back).toBeVisible();
  await expect(front.getByRole('columnheader').last()).toHaveText('OUT');
  await expect(back.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Score' }) }).getByRole('cell').last()).toHaveText('38');
  await expect(back.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Putts' }) }).getByRole('cell').last()).toHaveText('18');
  await expect(front.getByRole('rowheader', { name: 'Ann' })).toHaveCount(0);
  await expect(front.getByRole('rowheader', { name: 'Score' })).toBeVisible();
  await expect(ann).toContainText('+2');
  // Bob played the front nine only: the back nine is one line, not a card of empty boxes.
  await expect(bob.getByRole('table', { name: 'Scorecard of Bob, holes 1-9' })).toBeVisible();
  await expect(bob.getByRole('table', { name: 'Scorecard of Bob, holes 10-18' })).toHaveCount(0);
  await expect(bob.getByText('Holes 10-18 not played')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshots(page, 'round');

  // A round that is not there: the not-found page, nothing left loading.
  const missing = await page.goto('/account/round/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Ball Not Found' })).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await screenshots(page, 'round-not-found');

  // The Sim Handicap page, from the side menu: Ann's index and the differentials behind it.
  await page.getByRole('navigation').getByRole('link', { name: 'Sim Handicap' }).first().click();
  await expect(page).toHaveURL(/\/account\/handicap$/);
  await expect(page.getByRole('heading', { name: 'Sim Handicap', level: 1 })).toBeVisible();
  const annHandicap = page.getByRole('region', { name: 'Ann' });
  await expect(annHandicap).toContainText('Sim Handicap 2.2');
  await expect(annHandicap).toContainText('Average of the lowest 1 of the last 4, adjusted by \u22121.0 · 4 scores');
  const table = annHandicap.getByRole('table', { name: /The last 4 scores of Ann/ });
  const body = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(body).toHaveCount(4);
  // Newest first: the 74 on 70.5 / 125 gives (113 / 125) × (74 − 70.5) = 3.2, the one counted.
  await expect(body.nth(0)).toContainText('Harbour Links');
  await expect(body.nth(0).getByRole('cell').nth(5)).toHaveText('3.2');
  await expect(body.nth(0)).toContainText('counted');
  await expect(body.nth(1).getByRole('cell').nth(5)).toHaveText('4.0');
  await expect(body.nth(3).getByRole('cell').nth(5)).toHaveText('8.0');
  await expect(body.nth(1)).not.toContainText('counted');
  // Bob has no complete 18-hole score: not listed.
  await expect(page.getByRole('region', { name: 'Bob' })).toHaveCount(0);
  // On a desktop the table is open, with nothing to unfold.
  await expect(annHandicap.getByRole('button', { name: /^Show the last/ })).toBeHidden();
  await expectNoAxeViolations(page);
  await screenshots(page, 'handicap');

  // On a phone each player's table is folded under a button, open on request, folded again.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(table).toBeHidden();
  const unfold = annHandicap.getByRole('button', { name: 'Show the last 4 scores' });
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await unfold.click();
  await expect(table).toBeVisible();
  await expect(annHandicap.getByRole('button', { name: 'Hide the scores' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  await annHandicap.getByRole('button', { name: 'Hide the scores' }).click();
  await expect(table).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The dashboard's Sim Handicap card for a Pro user.
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Sim Handicap' });
  await expect(card).toContainText('Ann');
  await expect(card).toContainText('2.2');
  await expect(card.getByRole('link', { name: 'How it is computed' })).toHaveAttribute('href', '/account/handicap');
  await screenshots(page, 'dashboard');
});
