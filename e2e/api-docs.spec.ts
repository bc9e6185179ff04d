import { expect, test } from '@playwright/test';
import { BASE_URL } from './support/ports';

test.describe('API documentation', () => {
  test('a developer reads the upload calls in Swagger UI, served by us under our CSP', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(BASE_URL) && !request.url().startsWith('data:')) problems.push(`foreign request: ${request.url()}`);
    });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /OpenGolfSim API/ })).toBeVisible();
    await expect(page.getByText('in-to-out are positive', { exact: false })).toBeVisible();
    const upload = page.locator('.opblock').filter({ hasText: '/api/ingest/shots' });
    await upload.getByText('/api/ingest/shots', { exact: true }).click();
    await expect(upload.getByText('"roundClientId": "round-2026-11-21-0930"', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
