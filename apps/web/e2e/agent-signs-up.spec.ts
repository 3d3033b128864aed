import { expect, test } from '@playwright/test';

test('a new agent creates an account and lands on the client made for it', async ({ page }) => {
  const email = `new.agent.${Date.now()}@example.com`;
  await page.goto('/');
  await page.waitForURL(/\/oidc\//);
  await page.getByRole('link', { name: 'New agent? Create your account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('Password', { exact: true }).fill('Newcomer-Pass-1');
  await page.getByLabel('Confirm password').fill('Newcomer-Pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();

  // GET /api/clients/default makes the login's AGENT client; '/' then lands on it.
  await page.waitForURL(/\/client\/\d+$/);
  // The new client is not active yet: the reactivation dialog opens by itself (seed 000 §2.4).
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('button', { name: 'Close reactivation' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByText('No client is linked to your login.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/client\/\d+\/account$/);
  await expect(page.getByRole('textbox', { name: 'Last Name', exact: true })).toHaveValue(
    'Newcomer',
  );
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
});
