import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('client services groups two call channels and gives the group a schedule', async ({
  page,
}) => {
  await signIn(page, 'cs@example.com', '/client/1/leads/channels');
  await page.getByRole('tab', { name: 'Groups' }).click();
  await expect(page).toHaveURL(/\/client\/1\/leads\/channels\?tab=groups$/);
  await expect(page.getByRole('heading', { name: 'Channel groups' })).toBeVisible();

  const groupName = `Playwright group ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New channel group' });
  await dialog.getByRole('textbox', { name: 'Group name' }).fill(groupName);
  const free = dialog.getByRole('checkbox');
  await expect(free.nth(1)).toBeVisible();
  await free.nth(0).check();
  await free.nth(1).check();
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Group created.')).toBeVisible();

  const group = page.getByRole('region', { name: groupName });
  await expect(
    group.getByRole('list', { name: `Channels of ${groupName}` }).getByRole('listitem'),
  ).toHaveCount(2);

  await group.getByRole('button', { name: 'Edit schedule' }).click();
  // The editor opens in a transition; from the keyboard, as a click landing while it still
  // unfolds can miss the button.
  await expect(group.getByRole('button', { name: 'Save group schedule' })).toBeVisible();
  await group.getByRole('button', { name: 'Add day part on Monday' }).press('Enter');
  await expect(group.getByRole('slider', { name: 'Monday day part 2' })).toBeVisible();
  await group.getByRole('spinbutton', { name: 'Monthly cap' }).fill('250');
  await group.getByRole('switch', { name: 'Interval caps' }).check();
  await group.getByRole('button', { name: 'Save group schedule' }).click();
  await expect(page.getByText('Group schedule saved.')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('region', { name: groupName });
  await reloaded.getByRole('button', { name: 'Edit schedule' }).click();
  await expect(reloaded.getByRole('slider', { name: 'Monday day part 2' })).toBeVisible();
  await expect(reloaded.getByRole('spinbutton', { name: 'Monthly cap' })).toHaveValue('250');
});
