import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

/** Demo client 1 (agent@'s client) belongs to State Farm (apps/api/src/db/seed/demo.ts). */
const CLIENT_ID = 1;
const CARRIER = 'State Farm';

async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
}

test('the product admin creates a package that a channel of its carrier can pick', async ({
  page,
  browser,
}) => {
  const name = `E2E Auto ${Date.now() % 1_000_000}`;

  await signIn(page, 'product@example.com', '/product-admin');
  await expect(page.getByRole('heading', { name: 'Product Admin' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Packages' })).toBeVisible();

  await page.getByRole('button', { name: 'New package' }).click();
  const dialog = page.getByRole('dialog', { name: 'New package' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await choose(page, dialog, 'Carrier', CARRIER);
  await choose(page, dialog, 'Quote type', 'Auto');
  await choose(page, dialog, 'Product', 'Web');
  await dialog.getByRole('textbox', { name: 'Cost' }).fill('13.75');
  await dialog.getByRole('button', { name: 'Create package' }).click();
  await expect(page.getByText('Package created.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const filters = page.getByRole('group', { name: 'Package filters' });
  await choose(page, filters, 'Carrier', CARRIER);
  await choose(page, filters, 'Quote type', 'Auto');
  const row = page
    .getByRole('table', { name: 'Packages' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(CARRIER);
  await expect(row).toContainText('$13.75');
  await expect(row).toContainText('Web');

  // Staff who edit channels see it among the packages of a new web channel for that carrier.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signIn(staffPage, 'super@example.com', `/leads/create-channel/${CLIENT_ID}/web`);
  await choose(staffPage, staffPage.locator('body'), 'Quote type', 'Auto');
  const packageSelect = staffPage.getByRole('combobox', { name: 'Package', exact: true });
  await expect(packageSelect).toBeEnabled();
  await packageSelect.click();
  await expect(
    staffPage.getByRole('listbox').getByRole('option', { name: new RegExp(`^${name}`) }),
  ).toBeVisible();
  await staff.close();
});
