import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../common/messages';
import { sessionTexts } from '../web/features/sessions/texts';
import { sql } from './support/db';
import { deviceToken, makePro, openLive, signUpViaApi } from './support/fixtures';
import { shot, upload, uploadGolf } from './support/golf-data';

/**
 * A golfer's control of the record, at a phone's and a desktop's width: a session renamed; a
 * session and a round deleted with Undo in the snackbar (docs/decisions/044): the row gone at
 * once, Undo bringing it back with nothing deleted; left alone, the delete goes when the snackbar
 * closes; going to another page or closing the tab sends it at once. Each waits for the state it
 * expects (the snackbar gone, the row in the database), never for a fixed time.
 */

/** Pictures to look at, when SCREENSHOT_DIR names a folder. */
async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png` });
}

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Two range sessions of the desktop app, Monday's and Friday's; their ids by name. */
async function uploadSessions(request: APIRequestContext, token: string, userId: string): Promise<Record<string, string>> {
  const res = await request.post('/api/ingest/sessions', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      sessions: [
        { clientId: 'monday', kind: 'range', startedAt: ago(100 * HOUR), name: 'Monday range', device: 'Garmin R10' },
        { clientId: 'friday', kind: 'range', startedAt: ago(20 * HOUR), name: 'Friday range', device: 'Garmin R10' },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await upload(request, token, 'shots', [
    ...[139, 141, 140].map((carry, i) => shot('Ann', '7i', ago(100 * HOUR - i * 60_000), carry, { sessionClientId: 'monday', offline: i })),
    ...[144, 146].map((carry, i) => shot('Ann', '7i', ago(20 * HOUR - i * 60_000), carry, { sessionClientId: 'friday', offline: -i })),
  ]);
  const rows = await sql<{ id: string; name: string }>('select id::text as id, name from range_sessions where user_id = $1', [userId]);
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

const sessionRows = (page: Page) => page.getByRole('table', { name: sessionTexts.listLabel }).locator('tbody tr');
const snackbar = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text });
const undoButton = (page: Page) => page.getByRole('button', { name: messages.undo });
const sessionsOf = async (userId: string) => (await sql<{ name: string | null }>('select name from range_sessions where user_id = $1 order by started_at', [userId])).map((row) => row.name);
const roundsOf = async (userId: string) => (await sql<{ course: string }>('select course from rounds where user_id = $1 order by played_at', [userId])).map((row) => row.course);

for (const width of [375, 1280] as const) {
  test(`Sessions at ${width} px: rename with its check; delete, Undo brings it back; left alone it goes when the snackbar closes`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const { email, id } = await signUpViaApi(page);
    await makePro(email);
    const ids = await uploadSessions(page.request, await deviceToken(page.request, email), id);

    // Rename: the server's check on the field, then the new name in the heading and the list.
    await openLive(page, `/account/sessions/${ids['Monday range']}`);
    await page.getByRole('button', { name: sessionTexts.renameButton }).click();
    const rename = page.getByRole('dialog', { name: sessionTexts.renameTitle });
    const field = rename.getByRole('textbox', { name: sessionTexts.renameLabel });
    await expect(field).toHaveValue('Monday range');
    await field.fill('x'.repeat(201));
    await rename.getByRole('button', { name: sessionTexts.renameSave }).click();
    await expect(rename.getByText(messages.sessionNameTooLong)).toBeVisible();
    await screenshot(page, 'session-rename-refused');
    await field.fill('Wedges only');
    await rename.getByRole('button', { name: sessionTexts.renameSave }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wedges only' })).toBeVisible();
    await expect(rename).toBeHidden();
    await expect(snackbar(page, sessionTexts.renamed)).toBeVisible();
    expect(await sessionsOf(id)).toEqual(['Wedges only', 'Friday range']);
    await screenshot(page, 'session-renamed');

    // Delete, then Undo: gone from the list at once, back on Undo, never deleted.
    await page.getByRole('button', { name: sessionTexts.deleteButton }).click();
    await page.getByRole('dialog', { name: sessionTexts.deleteTitle }).getByRole('button', { name: sessionTexts.deleteConfirm }).click();
    await expect(page).toHaveURL(/\/account\/sessions$/);
    await expect(sessionRows(page)).toHaveCount(1);
    await expect(sessionRows(page).first()).toContainText('Friday range');
    await expect(snackbar(page, sessionTexts.deleted)).toBeVisible();
    await screenshot(page, 'session-deleted-undo');
    await undoButton(page).click();
    await expect(sessionRows(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Wedges only' })).toBeVisible();
    await expect(snackbar(page, sessionTexts.deleted)).toBeHidden();
    expect(await sessionsOf(id)).toEqual(['Wedges only', 'Friday range']);

    // Delete, left alone: the row stays away; once the snackbar has closed the session is gone.
    await page.getByRole('link', { name: 'Wedges only' }).click();
    await page.getByRole('button', { name: sessionTexts.deleteButton }).click();
    await page.getByRole('dialog', { name: sessionTexts.deleteTitle }).getByRole('button', { name: sessionTexts.deleteConfirm }).click();
    await expect(snackbar(page, sessionTexts.deleted)).toBeVisible();
    await expect(sessionRows(page)).toHaveCount(1);
    await expect(snackbar(page, sessionTexts.deleted)).toBeHidden({ timeout: 60_000 });
    await expect.poll(() => sessionsOf(id), { timeout: 30_000 }).toEqual(['Friday range']);
    await expect(sessionRows(page)).toHaveCount(1);

    // Deleted, then the tab closed at once: the delete still reaches the server.
    await page.getByRole('link', { name: 'Friday range' }).click();
    await page.getByRole('button', { name: sessionTexts.deleteButton }).click();
    await page.getByRole('dialog', { name: sessionTexts.deleteTitle }).getByRole('button', { name: sessionTexts.deleteConfirm }).click();
    await expect(snackbar(page, sessionTexts.deleted)).toBeVisible();
    await page.close();
    await expect.poll(() => sessionsOf(id), { timeout: 30_000 }).toEqual([]);
  });

  test(`Rounds at ${width} px: delete from the scorecard, Undo brings it back; going to another page sends it at once`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const { email, id } = await signUpViaApi(page);
    const roundId = await uploadGolf(page, email);
    await upload(page.request, await deviceToken(page.request, email), 'rounds', [
      { clientId: 'older-round', course: 'Older Links', playedAt: ago(48 * HOUR), players: ['Ann'], holes: [{ hole: 1, par: 4 }], scores: [{ player: 'Ann', hole: 1, score: 5 }] },
    ]);
    const list = page.getByRole('list', { name: 'Rounds' });

    await openLive(page, `/account/round/${roundId}`);
    await page.getByRole('button', { name: messages.roundDeleteButton }).click();
    const dialog = page.getByRole('dialog', { name: messages.roundDeleteTitle });
    await expect(dialog).toContainText('Accessible Links');
    await screenshot(page, 'round-delete-dialog');
    await dialog.getByRole('button', { name: messages.roundDeleteConfirm }).click();
    await expect(page).toHaveURL(/\/account\/rounds$/);
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list).toContainText('Older Links');
    await expect(snackbar(page, messages.roundDeleted)).toBeVisible();
    await screenshot(page, 'round-deleted-undo');
    await undoButton(page).click();
    await expect(list.getByRole('link')).toHaveCount(2);
    await expect(list).toContainText('Accessible Links');
    expect(await roundsOf(id)).toEqual(['Older Links', 'Accessible Links']);

    // Deleted again, then straight to another page: sent as the golfer leaves, the snackbar gone with it.
    await list.getByRole('link').filter({ hasText: 'Accessible Links' }).click();
    await page.getByRole('button', { name: messages.roundDeleteButton }).click();
    await page.getByRole('dialog', { name: messages.roundDeleteTitle }).getByRole('button', { name: messages.roundDeleteConfirm }).click();
    await expect(snackbar(page, messages.roundDeleted)).toBeVisible();
    const sent = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().endsWith(`/api/stats/round/${roundId}`));
    await list.getByRole('link').filter({ hasText: 'Older Links' }).click();
    await sent;
    await expect(page.getByRole('heading', { level: 1, name: 'Older Links' })).toBeVisible();
    await expect(snackbar(page, messages.roundDeleted)).toBeHidden();
    await expect.poll(() => roundsOf(id), { timeout: 30_000 }).toEqual(['Older Links']);
    const gone = await page.goto(`/account/round/${roundId}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Ball Not Found' })).toBeVisible();
  });
}
