import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './sign-in';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const AMOUNT = /^-?\$[\d,]+\.\d{2}$/;

async function dollarsIn(card: Locator): Promise<number> {
  const text = await card.getByText(AMOUNT).first().innerText();
  return Number(text.replace(/[$,]/g, ''));
}

test('client services deposits 150.00 on Web, refunds 50.00 of it, then downloads a statement', async ({
  page,
}) => {
  await signIn(page, 'cs@example.com', '/billing/1');
  await expect(page.getByRole('heading', { name: 'Payments & Billing' })).toBeVisible();
  const web = page.getByRole('region', { name: 'Web balance' });
  await expect(web.getByText(AMOUNT)).toBeVisible();
  const before = await dollarsIn(web);
  const tag = `E2E ${Date.now()}`;

  await page.getByRole('button', { name: 'Create transaction' }).click();
  const create = page.getByRole('dialog', { name: 'Create transaction' });
  await expect(create.getByRole('combobox', { name: 'Type' })).toHaveText(
    'Deposit (check or cash)',
  );
  await expect(create.getByRole('radio', { name: 'Web' })).toBeChecked();
  await create.getByRole('textbox', { name: 'Amount' }).fill('150.00');
  await create.getByRole('textbox', { name: 'Description' }).fill(`${tag} deposit`);
  await create.getByRole('textbox', { name: 'Check number' }).fill('4242');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Transaction successfully created')).toBeVisible();
  await expect(create).toBeHidden();
  await expect(web.getByText(usd.format(before + 150), { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  const table = page.getByRole('table', { name: 'Transactions' });
  const deposit = table.getByRole('row', { name: new RegExp(`${tag} deposit`) });
  await expect(deposit).toContainText('$150.00');
  const transactions = page.getByRole('region', { name: 'Transactions' });
  await expect(transactions.getByRole('status')).toHaveText('Transactions 1 to 1 of 1');

  await deposit.getByRole('button', { name: /^Refund / }).click();
  const refund = page.getByRole('dialog', { name: 'Refund' });
  const amount = refund.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue('150.00');
  await amount.fill('50.00');
  await refund.getByRole('textbox', { name: 'Description' }).fill(`${tag} refund`);
  await refund.getByRole('button', { name: 'Refund' }).click();
  const confirm = page.getByRole('dialog', { name: 'Refund $50.00?' });
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Transaction successfully created')).toBeVisible();
  await expect(refund).toBeHidden();

  const refunded = table.getByRole('row', { name: new RegExp(`${tag} refund`) });
  await expect(refunded).toContainText('Refund');
  await expect(refunded).toContainText('-$50.00');
  await expect(transactions.getByRole('status')).toHaveText('Transactions 1 to 2 of 2');
  await expect(web.getByText(usd.format(before + 100), { exact: true })).toBeVisible();

  // A promo of a fixed cost from the promos list fills its own amount (decision 0040).
  await page.getByRole('button', { name: 'Create transaction' }).click();
  await create.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Promo' }).click();
  await create.getByRole('combobox', { name: 'Promo code' }).click();
  await page.getByRole('option', { name: 'PROMO25 · Promo $25' }).click();
  await expect(create.getByRole('textbox', { name: 'Amount' })).toHaveValue('25.00');
  await create.getByRole('textbox', { name: 'Description' }).fill(`${tag} promo`);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(`${tag} promo`) })).toContainText(
    'PROMO25',
  );
  await expect(web.getByText(usd.format(before + 125), { exact: true })).toBeVisible();

  // The demo seed wrote last month's statement: it is listed and downloads as a PDF.
  const statements = page.getByRole('region', { name: 'Statements' });
  await expect(statements.getByText(/^Last statement: /)).toBeVisible();
  const row = statements
    .getByRole('table', { name: 'Statements' })
    .getByRole('row')
    .filter({ hasText: 'Monthly' })
    .first();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Download PDF of the monthly statement / }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^statement-1-\d{4}-\d{2}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
