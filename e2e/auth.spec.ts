import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './support/fixtures';

test('a visitor signs up and lands on the dashboard', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Retype Password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /terms of service/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(/Welcome to OpenGolfSim!/)).toBeVisible();
});
