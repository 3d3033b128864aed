import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test("an agent adds a second Monday day part to a call channel's schedule and it stays after a reload", async ({
  page,
}) => {
  await signIn(page, 'agent@example.com', '/client/1/leads/channels');
  await page.getByRole('tab', { name: 'Call' }).click();
  const table = page.getByRole('table', { name: 'Lead channels' });
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/leads\/channeledit\/1\/\d+$/);

  const schedule = page.getByRole('region', { name: 'Schedule' });
  const mondayParts = schedule.getByRole('slider', { name: /^Monday day part \d+$/ });
  // The editor's reads arrive together; on a busy machine the first can take a while.
  await expect(mondayParts.first()).toBeVisible({ timeout: 30_000 });
  const before = await mondayParts.count();

  await schedule.getByRole('button', { name: 'Add day part on Monday' }).click();
  const added = schedule.getByRole('slider', { name: `Monday day part ${before + 1}` });
  await expect(added).toBeVisible();
  const window = await added.getAttribute('aria-valuetext');
  expect(window).toMatch(/^\d{2}:\d{2} to \d{2}:\d{2}/);

  // The week view and the rows are one schedule: the keyboard moves the new part a step.
  await added.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(added).toHaveAttribute('aria-valuetext', window!);

  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Schedule saved.')).toBeVisible();
  await expect(schedule.getByRole('button', { name: 'Save schedule' })).toBeDisabled();

  await page.reload();
  const reloaded = page
    .getByRole('region', { name: 'Schedule' })
    .getByRole('slider', { name: `Monday day part ${before + 1}` });
  await expect(reloaded).toHaveAttribute('aria-valuetext', window!);
});
