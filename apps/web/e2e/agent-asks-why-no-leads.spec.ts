import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('an agent asks why a channel is not getting leads, from the list and from the editor', async ({
  page,
}) => {
  await signIn(page, 'agent@example.com', '/client/1/leads/channels');
  const table = page.getByRole('table', { name: 'Lead channels' });
  const row = table.getByRole('row').nth(1);
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Why am I not getting leads?' }).click();

  const dialog = page.getByRole('dialog', { name: /^Why am I not getting leads\?/ });
  await expect(
    dialog.getByText(/^Last 7 days: \d+ of \d+ leads? of this kind bought$/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const section = page.getByRole('region', { name: 'Why am I not getting leads?' });
  await expect(section.getByText(/^Last 7 days: /)).toBeVisible();
});
