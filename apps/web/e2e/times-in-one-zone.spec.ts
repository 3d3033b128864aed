import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

// The browser runs in Chicago; the portal shows and reads every time in New York (ET).
test.use({ timezoneId: 'America/Chicago' });

/** The New York calendar day `days` from now, as the date input and the list write it. */
function newYorkDay(days: number) {
  const at = new Date(Date.now() + days * 86_400_000);
  const part = (type: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(at)
      .find((p) => p.type === type)!.value;
  return {
    input: `${part('year')}-${part('month')}-${part('day')}`,
    shown: `${part('month')}-${part('day')}-${part('year')}`,
  };
}

test('a vacation typed 09:00 to 09:00 in a Chicago browser is 09:00 AM ET in the list and in its dialog', async ({
  page,
}) => {
  await signIn(page, 'agent@example.com', '/client/1/pause');
  await expect(page.getByRole('heading', { name: 'Vacation Pause' })).toBeVisible();
  const start = newYorkDay(20);
  const end = newYorkDay(21);

  await page.getByRole('button', { name: 'Schedule vacation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule vacation pause' });
  await dialog.getByLabel('Start (ET)').fill(`${start.input}T09:00`);
  await dialog.getByLabel('End (ET)').fill(`${end.input}T09:00`);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Vacation pause scheduled.')).toBeVisible();

  const list = page.getByRole('list', { name: 'Vacation pauses' });
  const item = list
    .getByRole('listitem')
    .filter({ hasText: `Scheduled: ${start.shown} 09:00 AM ET to ${end.shown} 09:00 AM ET` });
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: /^Change vacation from / }).click();
  const change = page.getByRole('dialog', { name: 'Change vacation pause' });
  await expect(change.getByLabel('Start (ET)')).toHaveValue(`${start.input}T09:00`);
  await expect(change.getByLabel('End (ET)')).toHaveValue(`${end.input}T09:00`);
  await change.getByRole('button', { name: 'Close' }).click();

  await item.getByRole('button', { name: /^Cancel vacation from / }).click();
  await page
    .getByRole('dialog', { name: 'Cancel vacation pause?' })
    .getByRole('button', { name: 'Cancel vacation' })
    .click();
  await expect(page.getByText('Vacation pause cancelled.')).toBeVisible();
});
