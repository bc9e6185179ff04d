import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, transitionsEnded } from './support/axe';
import { makePro, openLive, signUpViaApi } from './support/fixtures';
import { uploadGolf } from './support/golf-data';
import { BASE_URL } from './support/ports';

/**
 * A restore shows what the chosen backup holds, and what of it the account already has, before
 * anything is written: Cancel leaves the account as it was; Restore stores the file; chosen
 * again, the preview finds everything already there. At a phone's width and a desktop's.
 * Screenshots go to SCREENSHOT_DIR when it is set.
 */

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await transitionsEnded(page);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const width of [375, 1280]) {
  test(`restore preview at ${width} px: what the file holds, Cancel writes nothing, Restore stores it`, async ({ page, browser }) => {
    const { email } = await signUpViaApi(page);
    await makePro(email);
    await uploadGolf(page, email);
    const backup = await page.request.get('/api/account/backup');
    expect(backup.status()).toBe(200);
    const file = join(tmpdir(), `opengolfsim-backup-preview-${width}-${Date.now()}.ndjson`);
    await writeFile(file, await backup.text());

    const other = await browser.newContext({ baseURL: BASE_URL });
    const second = await other.newPage();
    await second.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const { email: secondEmail } = await signUpViaApi(second);
    await makePro(secondEmail);
    await openLive(second, '/account/profile');
    const card = second.getByRole('region', { name: 'Backup' });
    const choose = () => card.getByLabel('Restore from backup').setInputFiles(file);

    await choose();
    const preview = card.getByRole('table', { name: /^What opengolfsim-backup-preview-.*\.ndjson holds$/ });
    const row = (name: string) => preview.getByRole('row', { name: new RegExp(`^${name}`) });
    // What | In file | Already there | To add
    await expect(row('Rounds')).toHaveText('Rounds101');
    await expect(row('Players')).toHaveText('Players202');
    await expect(row('Shots')).toHaveText('Shots909');
    await expect(card).toContainText('Your account holds nothing yet');
    await expectNoAxeViolations(second);
    await shoot(second, `restore-preview-${width}`);

    await card.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(preview).toBeHidden();
    expect((await (await second.request.get('/api/stats/rounds')).json()).rounds).toEqual([]);
    const header = JSON.parse((await (await second.request.get('/api/account/backup')).text()).split('\n')[0]);
    expect(header.counts).toMatchObject({ players: 0, rounds: 0, shots: 0 });

    await choose();
    await card.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(card.getByRole('status').first()).toContainText('Backup restored');
    await expect(card.getByRole('table', { name: 'Restore result' }).getByRole('row', { name: /^Shots/ })).toContainText('9');
    expect((await (await second.request.get('/api/stats/rounds')).json()).rounds).toHaveLength(1);

    // The same file again: everything is already there.
    await choose();
    await expect(row('Shots')).toHaveText('Shots990');
    await expect(card).toContainText('Everything in this file is already in your account: a restore would add nothing.');
    await shoot(second, `restore-preview-again-${width}`);
    await other.close();
  });
}
