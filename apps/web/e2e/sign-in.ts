import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-Pass-2026';

/** Signs in through the embedded issuer's real sign-in page, starting from the portal. */
export async function signIn(page: Page, email: string, startPath = '/') {
  await page.goto(startPath);
  await page.waitForURL(/\/oidc\//);
  // One sign-in page for agents and staff alike.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/callback');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}
