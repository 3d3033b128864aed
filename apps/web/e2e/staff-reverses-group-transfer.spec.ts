import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './sign-in';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const AMOUNT = /^-?\$[\d,]+\.\d{2}$/;

async function dollarsIn(card: Locator): Promise<number> {
  const text = await card.getByText(AMOUNT).first().innerText();
  return Number(text.replace(/[$,]/g, ''));
}

test('client services reverses a group balance transfer, once', async ({ page }) => {
  // Clients 1 and 5 are both State Farm's: one group.
  await signIn(page, 'cs@example.com', '/billing/1');
  const web = page.getByRole('region', { name: 'Web balance' });
  await expect(web.getByText(AMOUNT)).toBeVisible();
  const before = await dollarsIn(web);
  const tag = `E2E ${Date.now()}`;

  await page.getByRole('button', { name: 'Group balance transfer' }).click();
  const transfer = page.getByRole('dialog', { name: 'Group balance transfer' });
  await transfer.getByRole('textbox', { name: 'To client id' }).fill('5');
  await transfer.getByRole('textbox', { name: 'Amount' }).fill('20.00');
  await transfer.getByRole('textbox', { name: 'Description' }).fill(`${tag} transfer`);
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText('Transaction successfully created')).toBeVisible();
  await expect(transfer).toBeHidden();
  await expect(web.getByText(usd.format(before - 20), { exact: true })).toBeVisible();

  const table = page.getByRole('table', { name: 'Transactions' });
  const sent = table.getByRole('row', { name: new RegExp(`${tag} transfer`) });
  await expect(sent).toContainText('-$20.00');
  await sent.getByRole('button', { name: /^Reverse / }).click();

  const dialog = page.getByRole('dialog', { name: 'Reverse group balance transfer?' });
  await expect(dialog).toContainText(
    '$20.00 of the Web balance moves back from client 5 to client 1 (this client).',
  );
  await dialog.getByRole('textbox', { name: 'Description' }).fill(`${tag} reversal`);
  const reverse = dialog.getByRole('button', { name: 'Reverse' });
  await expect(reverse).toBeEnabled();
  await reverse.click();
  await expect(page.getByText('Group balance transfer reversed')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The balance and the lists are read again: the money is back, and neither line offers more.
  await expect(web.getByText(usd.format(before), { exact: true })).toBeVisible();
  const reversal = table.getByRole('row', { name: new RegExp(`${tag} reversal`) });
  await expect(reversal).toContainText('$20.00');
  await expect(reversal.getByRole('button', { name: /^Reverse / })).toHaveCount(0);
  await expect(sent.getByRole('button', { name: /^Reverse / })).toHaveCount(0);
  const groups = page.getByRole('list', { name: 'Group balance transfers' });
  await expect(groups.getByText('$20.00 · Received from client 5')).toBeVisible();

  // The receiver's page knows the transfer was reversed too.
  await page.goto('/billing/5');
  const received = page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row', { name: new RegExp(`${tag} transfer`) });
  await expect(received).toContainText('$20.00');
  await expect(received.getByRole('button', { name: /^Reverse / })).toHaveCount(0);
});
