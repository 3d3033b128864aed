import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('a product admin adds a lookup value and finds it by search', async ({ page }) => {
  await signIn(page, 'product@example.com', '/product-admin');
  await page.getByRole('tab', { name: 'Lookup Values' }).click();
  const table = page.getByRole('table', { name: 'Lookup values' });
  await expect(table.getByRole('row')).toHaveCount(9);

  await page.getByRole('button', { name: 'Add value' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add lookup value' });
  await dialog.getByRole('combobox', { name: 'Filter' }).click();
  await page.getByRole('option', { name: 'Credit Rating' }).click();
  await dialog.getByRole('textbox', { name: 'Value' }).fill('VERY POOR');
  await dialog.getByRole('textbox', { name: 'Label' }).fill('Very poor');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lookup value saved.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search lookup values' }).fill('very');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(
    table.getByRole('row', { name: /Credit Rating VERY POOR Very poor 0/ }),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Search lookup values' }).fill('');
  await table.getByRole('button', { name: 'Value' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('EXCELLENT');
  await table.getByRole('button', { name: 'Value' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('YES');
});
