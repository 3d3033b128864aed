import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('an agent lands on its own client dashboard', async ({ page }) => {
  await signIn(page, 'agent@example.com');
  await expect(page).toHaveURL(/\/client\/1$/);
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Lead channels' })
      .getByRole('link', { name: 'All lead channels' }),
  ).toHaveAttribute('href', '/client/1/leads/channels');
  await expect(page.getByRole('button', { name: 'Staff Utilities' })).toHaveCount(0);
});

test("an agent typing another client's URL sees the 403 page", async ({ page }) => {
  await signIn(page, 'agent@example.com');
  await page.goto('/client/2');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

test('an inactive client is offered self-service reactivation', async ({ page }) => {
  await signIn(page, 'inactive.agent@example.com');
  await expect(
    page.getByText('Client is currently inactive. Click here to begin self-service reactivation.'),
  ).toBeVisible();
});
