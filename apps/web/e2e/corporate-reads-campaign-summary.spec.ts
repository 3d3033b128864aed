import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('a corporate client reads a campaign summary', async ({ page }) => {
  await signIn(page, 'corporate@example.com', '/client/3/leads/channels?tab=campaigns');
  const table = page.getByRole('table', { name: 'Campaigns' });
  await expect(table).toBeVisible();
  const first = table.getByRole('button', { name: /^Summary of / }).first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace('Summary of ', '');
  await first.click();
  const summary = page.getByRole('region', { name: `Summary of ${name}` });
  await expect(summary.getByText('Calls bought', { exact: true })).toBeVisible();
  await expect(summary.getByText('Answer rate', { exact: true })).toBeVisible();
  await expect(summary.getByRole('heading', { name: new RegExp(`^${name}: `) })).toBeVisible();
});
