import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const nextYear = String(new Date().getFullYear() + 1).slice(2);

async function addCard(page: Page, cardNumber: string, expiration: string) {
  await page.getByRole('button', { name: 'Add card' }).click();
  const form = page.getByRole('dialog', { name: 'Add card' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Avery');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Agent');
  await form.getByRole('textbox', { name: 'Card Number' }).fill(cardNumber);
  const [month, year] = expiration.split('/');
  await form.getByRole('combobox', { name: /^Expiration month/ }).click();
  await page.getByRole('option', { name: month, exact: true }).click();
  await form.getByRole('combobox', { name: /^Expiration year/ }).click();
  await page.getByRole('option', { name: `20${year}`, exact: true }).click();
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Agent Insurance');
  await form.getByRole('textbox', { name: 'Address' }).fill('1 Main St');
  await form.getByRole('textbox', { name: 'City' }).fill('Austin');
  await form.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await form.getByRole('textbox', { name: 'Postal Code' }).fill('78701');
  await form.getByRole('button', { name: 'Add card' }).click();
  // The toast of a card added a moment earlier may still be up: the newest is this card's.
  await expect(page.getByText('Card successfully added').last()).toBeVisible();
  await expect(form).toBeHidden();
}

test('an agent adds sandbox cards, sets one primary and removes the other', async ({ page }) => {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) posted.push(request.postData() ?? '');
  });
  await signIn(page, 'agent@example.com', '/billing');
  await expect(page.getByRole('heading', { name: 'Cards' })).toBeVisible();
  await expect(page.getByText('No cards on file.')).toBeVisible();

  await page.getByRole('button', { name: 'Add card' }).click();
  const form = page.getByRole('dialog', { name: 'Add card' });
  await expect(form.getByText(/pause call recording/)).toHaveCount(0);
  await form.getByRole('combobox', { name: /^Expiration year/ }).click();
  await page.getByRole('option', { name: String(new Date().getFullYear()), exact: true }).click();
  await form.getByRole('combobox', { name: /^Expiration month/ }).click();
  if (new Date().getMonth() > 0) {
    await expect(page.getByRole('option', { name: '01', exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Typed as people type it, in groups of four.
  await addCard(page, '4111 1111 1111 1111', `06/${nextYear}`);
  const visa = page.getByRole('listitem', { name: 'Visa XXXX1111' });
  await expect(visa).toContainText('Primary');
  await expect(visa).toContainText(`expires 06/${nextYear}`);

  await addCard(page, '5424000000000015', `09/${nextYear}`);
  const master = page.getByRole('listitem', { name: 'MasterCard XXXX0015' });
  await expect(master).not.toContainText('Primary');
  await master.getByRole('button', { name: 'Set primary' }).click();
  await expect(page.getByText('Primary card successfully updated')).toBeVisible();
  await expect(master).toContainText('Primary');
  await expect(visa).not.toContainText('Primary');

  await visa.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Visa XXXX1111?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Card successfully removed')).toBeVisible();
  await expect(visa).toBeHidden();
  await expect(master).toContainText('Primary');

  // The card numbers went to the vault's own endpoint only, never to our API.
  expect(posted.join('\n')).not.toContain('4111111111111111');
  expect(posted.join('\n')).not.toContain('4111 1111');
  expect(posted.join('\n')).not.toContain('5424000000000015');
});

test('client services edit payment terms and see the card-form call-recording warning', async ({
  page,
}) => {
  await signIn(page, 'cs@example.com', '/billing/1');
  await page.getByRole('button', { name: 'Add card' }).click();
  const form = page.getByRole('dialog', { name: 'Add card' });
  await expect(form.getByText(/pause call recording/)).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  const web = page.getByRole('region', { name: 'Web payment terms' });
  await expect(web).toContainText('Check');
  await web.getByRole('button', { name: 'Edit terms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Web payment terms' });
  await dialog.getByRole('combobox', { name: 'Payment terms' }).click();
  await page.getByRole('option', { name: 'Recharge card when the balance runs low' }).click();
  await dialog.getByRole('combobox', { name: 'Recharge amount' }).click();
  await page.getByRole('option', { name: '$250', exact: true }).click();
  await dialog.getByRole('textbox', { name: /Recharge when the balance falls below/ }).fill('75');
  await dialog.getByRole('textbox', { name: /Spend limit/ }).fill('5000');
  await dialog.getByRole('combobox', { name: 'Billing' }).click();
  await page.getByRole('option', { name: 'Anchor billing' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Products successfully updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(web).toContainText('Recharge $250.00 when below $75.00');
  await expect(web).toContainText('Anchor billing · Spend limit $5,000.00');

  await web.getByRole('button', { name: 'Edit terms' }).click();
  await dialog.getByRole('combobox', { name: 'Payment terms' }).click();
  await page.getByRole('option', { name: 'Charge card on a day of the month' }).click();
  await dialog.getByRole('combobox', { name: 'Charge day' }).click();
  await page.getByRole('option', { name: 'The 15th' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(web).toContainText('Card charged on day 15 of the month');
});
