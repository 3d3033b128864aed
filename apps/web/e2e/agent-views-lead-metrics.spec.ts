import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

/** The New York day `daysAgo` (the portal's calendar): as the date input and the summary write it. */
function newYorkDay(daysAgo: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(Date.now() - daysAgo * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    input: `${part('year')}-${part('month')}-${part('day')}`,
    shown: `${part('month')}-${part('day')}-${part('year')}`,
  };
}
const day = (daysAgo: number) => newYorkDay(daysAgo).input;
const shown = (daysAgo: number) => newYorkDay(daysAgo).shown;

test('an agent sees the charts of the last 30 days of web leads and calls', async ({ page }) => {
  await signIn(page, 'agent@example.com', '/client/1/leads');
  await page.getByRole('tab', { name: 'Metrics' }).click();

  await expect(page.getByLabel('From')).toHaveValue(day(29));
  await expect(page.getByLabel('To')).toHaveValue(day(0));
  await expect(
    page.getByText(new RegExp(`^${shown(29)} to ${shown(0)}: [1-9]\\d* leads, \\$[\\d,.]+ spent`)),
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
  // Leads come whole: the count axis has no tick between two counts.
  const ticks = await page
    .getByRole('figure', { name: 'Leads per day' })
    .locator('.MuiChartsAxis-left .MuiChartsAxis-tickLabel')
    .allTextContents();
  expect(ticks.length).toBeGreaterThan(1);
  expect(ticks.filter((t) => /\./.test(t))).toEqual([]);

  await page.getByRole('button', { name: 'Calls' }).click();
  await expect(
    page.getByText(new RegExp(`^${shown(29)} to ${shown(0)}: \\d+ calls`)),
  ).toBeVisible();
  for (const title of ['Calls per day', 'Answer rate per day']) {
    await expect(page.getByRole('figure', { name: title }).locator('svg').first()).toBeVisible();
  }
});
