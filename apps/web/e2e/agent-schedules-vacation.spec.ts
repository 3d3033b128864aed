import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, days from now at a given hour. */
function localInput(daysFromNow: number, hour: number): string {
  const d = new Date();
  d.setDate(d.getDate() + daysFromNow);
  d.setHours(hour, 0, 0, 0);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(hour)}:00`;
}

test('an agent schedules a vacation pause for next week, sees the hours left and cancels it', async ({
  page,
}) => {
  await signIn(page, 'agent@example.com', '/client/1/pause');
  await expect(page.getByRole('heading', { name: 'Vacation Pause' })).toBeVisible();
  const hours = page.getByRole('region', { name: 'Vacation hours' });
  await expect(hours).toBeVisible();
  const availableBefore = Number((await hours.getByText(/^\d+$/).nth(1).innerText()).trim());

  await page.getByRole('button', { name: 'Schedule vacation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule vacation pause' });
  // After the demo's own pause (a week after seeding, two days long): one day, 24 hours.
  await dialog.getByLabel('Start').fill(localInput(10, 9));
  await dialog.getByLabel('End').fill(localInput(11, 9));
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Vacation pause scheduled.')).toBeVisible();

  await expect(hours.getByText(String(availableBefore - 24), { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Vacation pauses' });
  const cancel = list.getByRole('button', { name: /^Cancel vacation from / }).first();
  await expect(list.getByText('PENDING').first()).toBeVisible();

  await cancel.click();
  const confirm = page.getByRole('dialog', { name: 'Cancel vacation pause?' });
  await confirm.getByRole('button', { name: 'Cancel vacation' }).click();
  await expect(page.getByText('Vacation pause cancelled.')).toBeVisible();
  await expect(list.getByText('CANCELED').first()).toBeVisible();
  await expect(hours.getByText(String(availableBefore), { exact: true })).toBeVisible();
});
