import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('an agent sees the charts of the last 30 days of web leads and calls', async ({ page }) => {
  await signIn(page, 'agent@example.com', '/client/1/leads');
  await page.getByRole('tab', { name: 'Metrics' }).click();

  await expect(page.getByLabel('From')).toHaveValue(day(29));
  await expect(page.getByLabel('To')).toHaveValue(day(0));
  await expect(
    page.getByText(new RegExp(`^${day(29)} to ${day(0)}: [1-9]\\d* leads, \\$[\\d,.]+ spent`)),
  ).toBeVisible();
  for (const title of [
    'Leads per day',
    'Spend per day',
    'Average price per day',
    'Spend by channel',
  ]) {
    const chart = page.getByRole('figure', { name: title });
    await expect(chart).toBeVisible();
    await expect(chart.locator('svg').first()).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'By channel' }).getByRole('row')).not.toHaveCount(1);

  await page.getByRole('button', { name: 'Calls' }).click();
  await expect(page.getByText(new RegExp(`^${day(29)} to ${day(0)}: \\d+ calls`))).toBeVisible();
  for (const title of ['Calls per day', 'Answer rate per day']) {
    await expect(page.getByRole('figure', { name: title }).locator('svg').first()).toBeVisible();
  }
});
