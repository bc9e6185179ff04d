import { expect, test } from '@playwright/test';
import { deviceToken, makePro, openLive, signUpViaApi } from './support/fixtures';
import { upload } from './support/golf-data';
import { BASE_URL } from './support/ports';

/**
 * A 2,000-shot session in the browser: the server draws the first 40 rows, the live page the
 * first 200, sorting orders all 2,000 (the longest carry is far past the first 200 by time), and
 * "Show all" lists every shot, still sorted.
 */

const SHOTS = 2_000;
const start = Date.now() - 3 * 86_400_000;
/** Carry in metres: 120-159 by the shot's number, and one 7i of 170 m as the 1,500th shot. */
const carryOf = (i: number) => (i === 1_499 ? 170 : 120 + (i % 40));

test('a 2,000-shot session: 200 rows at first, sorted over all of them, then every shot', async ({ page, browser }) => {
  test.slow();
  const { email } = await signUpViaApi(page);
  const token = await deviceToken(page.request, email);
  const res = await page.request.post('/api/ingest/sessions', {
    headers: { authorization: `Bearer ${token}` },
    data: { sessions: [{ clientId: 'long-range', kind: 'range', startedAt: new Date(start).toISOString(), name: 'Long range day' }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  const shots = Array.from({ length: SHOTS }, (_, i) => ({
    clientId: `long-${i}`,
    player: 'Ann',
    club: '7i',
    takenAt: new Date(start + i * 30_000).toISOString(),
    kind: 'range',
    sessionClientId: 'long-range',
    ballSpeed: 50 + (i % 5),
    clubSpeed: 38,
    launchAngle: 17,
    spinRate: 6800,
    carry: carryOf(i),
    offline: (i % 21) - 10,
  }));
  for (let i = 0; i < SHOTS; i += 1_000) await upload(page.request, token, 'shots', shots.slice(i, i + 1_000));
  await makePro(email);

  // As the server draws it (scripts off): the first 40 rows, the rest once the page is live.
  const sessionsList = await page.request.get('/api/sessions');
  const { sessions } = (await sessionsList.json()) as { sessions: { id: string; name: string | null }[] };
  const drawn = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, storageState: await page.context().storageState() });
  const htmlOnly = await drawn.newPage();
  await htmlOnly.goto(`/account/sessions/${sessions.find((s) => s.name === 'Long range day')!.id}`);
  await expect(htmlOnly.getByRole('table', { name: /Every shot of the session/ }).locator('tbody tr')).toHaveCount(40);
  await drawn.close();

  await openLive(page, '/account/sessions');
  await page.getByRole('link', { name: 'Long range day' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Long range day' })).toBeVisible();
  const table = page.getByRole('table', { name: /Every shot of the session/ });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(200);
  const showAll = page.getByRole('button', { name: `Show all ${SHOTS} shots` });
  await expect(showAll).toBeVisible();

  // Longest carry first: the 170 m shot (185.9 yd), though it is the 1,500th by time.
  const carryHeader = table.getByRole('columnheader', { name: 'Carry (yd)' });
  await carryHeader.getByRole('button').click();
  await expect(carryHeader).toHaveAttribute('aria-sort', 'descending');
  const carryIndex = await table.getByRole('columnheader').evaluateAll((ths) => ths.findIndex((th) => th.textContent === 'Carry (yd)'));
  const carryCell = (n: number) => rows.nth(n).locator('th, td').nth(carryIndex);
  await expect(carryCell(0)).toHaveText('185.9');
  await expect(carryCell(1)).toHaveText('173.9'); // 159 m

  // Every shot, in the same order; the last is the shortest (120 m = 131.2 yd).
  await showAll.click();
  await expect(rows).toHaveCount(SHOTS);
  await expect(showAll).toHaveCount(0);
  await expect(carryCell(0)).toHaveText('185.9');
  await expect(carryCell(SHOTS - 1)).toHaveText('131.2');
});
