import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('an unknown path shows the 404 page', async ({ page }) => {
  await signIn(page, 'cs@example.com');
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops.. You just found an error page..')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
});

test('an unknown client id shows Invalid ClientID', async ({ page }) => {
  await signIn(page, 'cs@example.com');
  await page.goto('/client/999999');
  await expect(page.getByText('Invalid ClientID')).toBeVisible();
});

test('at 400 px the hamburger opens the navigation drawer', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await signIn(page, 'agent@example.com');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog').getByRole('navigation', { name: 'Main' });
  await expect(drawer.getByRole('link', { name: 'Payments & Billing' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
});

test('the bell reads No Notifications when the tray is empty', async ({ page }) => {
  await signIn(page, 'agent@example.com');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No Notifications')).toBeVisible();
});

test('sign out lands on /logged-out', async ({ page }) => {
  await signIn(page, 'agent@example.com');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/logged-out$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
});
