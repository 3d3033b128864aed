import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('a product admin defines a promo, is told a taken code, then reprices it', async ({
  page,
}) => {
  await signIn(page, 'product@example.com', '/product-admin');
  await page.getByRole('tab', { name: 'Promos' }).click();
  const table = page.getByRole('table', { name: 'Promos' });
  const welcome = table.getByRole('row', { name: /^WELCOME25 / });
  await expect(welcome).toContainText('$25.00');
  await expect(welcome).toContainText('Built in: cannot be changed');
  await expect(welcome.getByRole('button')).toHaveCount(0);
  await expect(table.getByRole('row', { name: /^CUSTOM / })).toContainText('Custom');

  await page.getByRole('button', { name: 'New promo' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promo' });
  const code = dialog.getByRole('textbox', { name: 'Code' });
  await code.fill('promo25');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Spring promo');
  await dialog.getByRole('combobox', { name: 'Amount' }).click();
  await page.getByRole('option', { name: '$100.00', exact: true }).click();
  const create = dialog.getByRole('button', { name: 'Create promo' });
  await expect(create).toBeEnabled();
  await create.click();
  // PROMO25 is a built-in promo's code: the server's 409 says so.
  await expect(dialog.getByRole('alert')).toHaveText('That promo code is taken');

  await code.fill('spring100');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Promo created')).toBeVisible();
  await expect(dialog).toBeHidden();
  const spring = table.getByRole('row', { name: /^SPRING100 / });
  await expect(spring).toContainText('Spring promo');
  await expect(spring).toContainText('$100.00');

  await spring.getByRole('button', { name: 'Edit promo SPRING100' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit promo SPRING100' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Spring promo $150');
  await edit.getByRole('combobox', { name: 'Amount' }).click();
  await page.getByRole('option', { name: '$150.00', exact: true }).click();
  const save = edit.getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Promo saved')).toBeVisible();
  await expect(spring).toContainText('Spring promo $150');
  await expect(spring).toContainText('$150.00');

  // On a phone the promos are cards, and the page does not scroll sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  const cards = page.getByRole('list', { name: 'Promos' });
  await expect(cards.getByRole('listitem').filter({ hasText: 'SPRING100' })).toContainText(
    '$150.00',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
