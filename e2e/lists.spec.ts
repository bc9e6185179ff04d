import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { makePro, signUpViaApi } from './support/fixtures';
import { DATABASE_URL_FILE } from './support/db';

/**
 * The lists with their tools on the demo account's record (31 rounds over three players and five
 * courses, range sessions): Rounds sorted, filtered by course, days and player, paged, every choice
 * in the address through a reload and Back; Sessions filtered by player; two sessions compared with
 * their dispersion overlaid per club, better and worse marked, and a session changed in place. At
 * 375 and 1280 px, with screenshots.
 */

/** The demo account's record added to `email`'s account, as `npm run demo-data` adds it (a fixed seed). */
async function demoData(email: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/demo-data.ts', '--email', email, '--seed', '7'], {
    env: { ...process.env, DATABASE_URL: fs.readFileSync(DATABASE_URL_FILE, 'utf8') },
    timeout: 240_000,
  });
}

/** A signed-in Pro golfer with the demo record. */
async function demoGolfer(page: Page): Promise<void> {
  const { email } = await signUpViaApi(page);
  await demoData(email);
  await makePro(email);
}

/** The page at a phone's and a desktop's width: no sideways scroll of the page, a full-page picture of each. */
async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const rows = (page: Page) => page.getByRole('list', { name: 'Rounds' }).getByRole('link');
/** The course of each row, as shown. */
const coursesShown = (page: Page) => rows(page).locator('.MuiListItemText-primary').allTextContents();
/** The count above the list ("1–20 of 31 rounds", "7 rounds"): the rounds that pass the filters. */
const countShown = async (page: Page) => {
  const text = (await page.getByText(/^(\d+–\d+ of )?\d+ rounds?$/).textContent()) ?? '';
  return Number(/(\d+) rounds?$/.exec(text)![1]);
};
/** Each row's best score to par (E is 0), in the order shown. */
const bestToPar = (page: Page) =>
  rows(page).evaluateAll((links) =>
    links.map((link) =>
      Math.min(
        ...[...link.querySelectorAll('li')]
          .map((li) => Number((/([+\u2212]?\d+|E) to par/.exec(li.textContent ?? '')?.[1] ?? 'NaN').replace('\u2212', '-').replace('E', '0')))
          .filter((n) => !Number.isNaN(n)),
      ),
    ),
  );

for (const width of [375, 1280]) {
  test(`rounds: sort, course, days and player in the address, 20 a page (${width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await demoGolfer(page);
    await page.goto('/account/rounds');
    await expect(page.getByText('1–20 of 31 rounds')).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    if (width === 1280) await expectNoAxeViolations(page);
    await screenshots(page, 'rounds-demo');

    // The second page, by its link; the address says so.
    await page.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/\/account\/rounds\?page=2$/);
    await expect(page.getByText('21–31 of 31 rounds')).toBeVisible();
    await expect(rows(page)).toHaveCount(11);

    // Course A to Z: starts again at the first page.
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Course A–Z' });
    await expect(page).toHaveURL(/\/account\/rounds\?sort=course$/);
    // The address changes as the new list arrives; the list is drawn just after.
    await expect.poll(async () => (await coursesShown(page))[0]).toBe('Cedar Ridge Golf Club');
    const azFirst = await coursesShown(page);
    expect([...azFirst].sort((x, y) => x.localeCompare(y))).toEqual(azFirst);
    await expect(page.getByText('1–20 of 31 rounds')).toBeVisible();

    // One course: its rounds only, still sorted; through a reload.
    await page.getByRole('combobox', { name: 'Course' }).selectOption('Harbour Links');
    await expect(page).toHaveURL(/\?course=Harbour\+Links&sort=course$/);
    await expect.poll(async () => new Set(await coursesShown(page))).toEqual(new Set(['Harbour Links']));
    const harbour = await countShown(page);
    expect(harbour).toBeGreaterThan(1);
    expect(harbour).toBeLessThan(31);
    await expect(rows(page)).toHaveCount(harbour);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue('Harbour Links');
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('course');
    await expect(rows(page)).toHaveCount(harbour);

    // Back: every course again, A to Z.
    await page.goBack();
    await expect(page).toHaveURL(/\?sort=course$/);
    await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue('');
    await expect(page.getByText('1–20 of 31 rounds')).toBeVisible();

    // Best to par first: each row's best score to par is no worse than the next one's.
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Best to par' });
    await expect(page).toHaveURL(/\?sort=toPar$/);
    await expect.poll(async () => {
      const best = await bestToPar(page);
      return best.length === 20 && best.every((n, i) => i === 0 || best[i - 1] <= n);
    }).toBe(true);

    // Days: the last 30 days, from the date fields and Show.
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('From', { exact: true }).fill(day(30));
    await page.getByLabel('To', { exact: true }).fill(day(0));
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?sort=toPar&from=${day(30)}&to=${day(0)}$`));
    await expect.poll(() => countShown(page)).toBeLessThan(31);

    // A player: Sam's rounds in those days; then Clear filters keeps the sort.
    await page.getByRole('combobox', { name: 'Player' }).selectOption('Sam');
    await expect(page).toHaveURL(/player=Sam/);
    await expect(page).toHaveURL(/from=/);
    await expect.poll(async () => (await rows(page).allTextContents()).every((text) => text.includes('Sam'))).toBe(true);
    if (width === 375) await screenshots(page, 'rounds-filtered');
    await page.getByRole('link', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/account\/rounds\?sort=toPar$/);
    await expect(page.getByText('1–20 of 31 rounds')).toBeVisible();

    // A bad address: named, and the list shown without it.
    await page.goto('/account/rounds?sort=score&course=Harbour%20Links');
    await expect(page.getByRole('alert')).toContainText('sort must be one of');
    await expect(rows(page)).toHaveCount(harbour);
  });
}

/** The session ids of the list's rows, in order. */
const sessionIds = (page: Page) =>
  page
    .getByRole('table', { name: 'Range sessions' })
    .locator('a[href^="/account/sessions/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()!));

for (const width of [375, 1280]) {
  test(`sessions by player, then two compared: overlay, better and worse, a session changed in place (${width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await demoGolfer(page);

    // The player filter: Sam's sessions are those the API lists for Sam, newest first.
    await page.goto('/account/sessions');
    const all = await sessionIds(page);
    expect(all.length).toBeGreaterThan(2);
    await page.getByRole('combobox', { name: 'Player' }).selectOption('Sam');
    await expect(page).toHaveURL(/\/account\/sessions\?player=Sam$/);
    const sams = (await (await page.request.get('/api/sessions?player=Sam')).json()) as { sessions: { id: string }[]; total: number };
    expect(sams.total).toBeGreaterThan(0);
    await expect.poll(() => sessionIds(page)).toEqual(sams.sessions.map((s) => s.id));
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Player' })).toHaveValue('Sam');
    if (width === 375) await screenshots(page, 'sessions-sam');
    await page.goBack();
    await expect(page).toHaveURL(/\/account\/sessions$/);
    await expect.poll(() => sessionIds(page)).toEqual(all);

    // Two picked and compared: A the earlier, B the later.
    const pick = page.getByRole('table', { name: 'Range sessions' }).getByRole('checkbox');
    await pick.nth(0).check();
    await pick.nth(1).check();
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/account/sessions/compare\\?a=${all[1]}&b=${all[0]}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Compare sessions' })).toBeVisible();

    // Each club both sessions hit: the two drawn over each other, rings for A and squares for B, an ellipse each.
    const plots = page.locator('[data-chart="compare-dispersion"]');
    await expect(plots.first()).toBeVisible();
    const both = page.getByRole('region').filter({ has: page.getByRole('img', { name: /the counted shots of A and B/ }) }).first();
    await expect(both.locator('[data-side="a"]').first()).toBeAttached();
    await expect(both.locator('[data-side="b"]').first()).toBeAttached();
    // Better and worse: a colour, a mark and a word for screen readers.
    const judged = page.locator('[data-verdict]');
    await expect(judged.first()).toBeAttached();
    for (const cell of await judged.all()) {
      const verdict = await cell.getAttribute('data-verdict');
      await expect(cell).toContainText(verdict === 'better' ? '▲ better' : '▼ worse');
      const colour = await cell.evaluate((el) => getComputedStyle(el).color);
      expect(colour).toBe(verdict === 'better' ? 'rgb(46, 125, 50)' : 'rgb(198, 40, 40)');
    }
    if (width === 1280) await expectNoAxeViolations(page);
    await screenshots(page, 'compare');

    // B changed in place: the page stays (no new document), the address and the compare follow, Back returns.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const sessionB = page.getByRole('combobox', { name: 'Session B' });
    await expect(sessionB).toHaveValue(all[0]);
    await sessionB.selectOption(all[2]);
    await expect(page).toHaveURL(new RegExp(`\\?a=${all[1]}&b=${all[2]}$`));
    await expect(page.getByRole('combobox', { name: 'Session A' })).toHaveValue(all[1]);
    // B's card names the session chosen.
    await expect(page.locator(`a[href="/account/sessions/${all[2]}"]`).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?a=${all[1]}&b=${all[0]}$`));
    await expect(sessionB).toHaveValue(all[0]);
  });
}
