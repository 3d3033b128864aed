import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('client services create a client rule on all channels and delete it', async ({ page }) => {
  await signIn(page, 'cs@example.com', '/client/1/leads/channels');
  await page.getByRole('tab', { name: 'Client Rules' }).click();
  await expect(page).toHaveURL(/\/client\/1\/leads\/channels\?tab=rules$/);
  await expect(page.getByRole('heading', { name: 'Client rules' })).toBeVisible();
  await expect(page.getByText('This client has no rules.')).toBeVisible();

  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add client rule' });
  await dialog.getByRole('combobox', { name: 'Rule' }).click();
  await page.getByRole('option', { name: 'Dedupe 30 Days' }).click();
  await expect(dialog.getByText('in the last 30 days')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByText('Rule successfully created.')).toBeVisible();

  const rules = page.getByRole('table', { name: 'Client rules' });
  await expect(rules.getByRole('row', { name: /Dedupe 30 Days All channels/ })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Dedupe 30 Days on All channels' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete client rule?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Rule successfully deleted.')).toBeVisible();
  await expect(page.getByText('This client has no rules.')).toBeVisible();
});
