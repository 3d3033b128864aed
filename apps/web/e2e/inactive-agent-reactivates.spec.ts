import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const nextYear = String(new Date().getFullYear() + 1).slice(2);
const ALERT = 'Client is currently inactive. Click here to begin self-service reactivation.';

/** The dialog opens by itself when the inactive agent signs in (seed 000 §2.4). */
async function openDialog(page: Page): Promise<Locator> {
  await signIn(page, 'inactive.agent@example.com');
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(
    dialog.getByText(/^Welcome back, .+! Finish signing up to start getting leads\.$/),
  ).toBeVisible();
  return dialog;
}

/** Picks the first channel that can be reactivated in each product: two channels. */
async function chooseTwoChannels(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Select the channels to reactivate' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await expect(
    dialog.getByText('No channels selected for reactivation. At least one must be selected.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  for (const product of ['Web Leads', 'Call Leads']) {
    const group = dialog.getByRole('list', { name: `${product} channels` });
    await group.getByRole('checkbox', { disabled: false }).first().check();
  }
  await expect(
    dialog.getByText('No channels selected for reactivation. At least one must be selected.'),
  ).toBeHidden();
  await dialog.getByRole('button', { name: 'Web Leads' }).click();
  await expect(dialog.getByText('1 Channel(s) Reactivating')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  const address = page.getByRole('dialog', { name: 'Confirm Business Contact Address' });
  await expect(address.getByText('Step 2 of 3')).toBeVisible();
  await expect(address.getByRole('textbox', { name: 'Address', exact: true })).not.toHaveValue('');
  await address.getByRole('button', { name: 'Next' }).click();
  const payment = page.getByRole('dialog', {
    name: 'Select your payment method(s) and credit amount(s)',
  });
  // The $100 minimum is said before anything is typed.
  await expect(payment.getByText('At least $100.00').first()).toBeVisible();
  return payment;
}

async function addCard(page: Page, payment: Locator, cardNumber: string) {
  await payment.getByRole('button', { name: 'Add New Credit Card' }).click();
  const form = page.getByRole('dialog', { name: 'Add new payment method' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ina');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Agent');
  await form.getByRole('textbox', { name: 'Card Number' }).fill(cardNumber);
  await form.getByRole('combobox', { name: /^Expiration month/ }).click();
  await page.getByRole('option', { name: '06', exact: true }).click();
  await form.getByRole('combobox', { name: /^Expiration year/ }).click();
  await page.getByRole('option', { name: `20${nextYear}`, exact: true }).click();
  // The billing address starts as the address just confirmed.
  await expect(form.getByRole('textbox', { name: 'Address' })).not.toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'City' })).not.toHaveValue('');
  await form.getByRole('textbox', { name: 'Address' }).fill('1 Main St');
  await form.getByRole('textbox', { name: 'City' }).fill('Austin');
  await form.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await form.getByRole('textbox', { name: 'Postal Code' }).fill('78701');
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('Card successfully added')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(payment).toBeVisible();
  await expect(payment.getByRole('combobox', { name: 'Web Leads payment method' })).toContainText(
    cardNumber.slice(-4),
  );
}

async function fillDeposits(payment: Locator, amount: string) {
  const web = payment.getByRole('textbox', { name: 'Web Leads amount ($)' });
  await web.fill('99.999');
  await web.blur();
  await expect(
    payment.getByText('deposit amount cannot be more than two decimal places'),
  ).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Reactivate Now' })).toBeDisabled();
  await web.fill(amount);
  await payment.getByRole('textbox', { name: 'Call Leads amount ($)' }).fill(amount);
  // The error goes 350 ms after the last change; wait, so the buttons do not move under a click.
  await expect(
    payment.getByText('deposit amount cannot be more than two decimal places'),
  ).toBeHidden();
  await expect(payment.getByRole('button', { name: 'Reactivate Now' })).toBeEnabled();
}

test('a declined test card shows the failure step, and Retry goes back to the channels', async ({
  page,
}) => {
  const dialog = await openDialog(page);
  // Not closable by Escape or an outside click.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reactivate Your Membership' }).click();
  const payment = await chooseTwoChannels(page);
  await addCard(page, payment, '4000000000000002');
  await fillDeposits(payment, '150.00');
  await payment.getByRole('button', { name: 'Reactivate Now' }).click();
  const failure = page.getByRole('dialog', { name: 'Reactivation Unsuccessful' });
  await expect(
    failure.getByText('Failed to Reactivate: This transaction has been declined.'),
  ).toBeVisible();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Select the channels to reactivate' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close reactivation' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Closed, the alert opens it again.
  await page.getByText(ALERT).click();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
});

test('an inactive agent reactivates two channels with a new card and a 150.00 deposit', async ({
  page,
}) => {
  const infoAnswer = page.waitForResponse((r) => r.url().includes('/reactivation-payment-info'));
  const dialog = await openDialog(page);
  const info = (await (await infoAnswer).json()) as {
    products: { productType: number; balance: number }[];
  };
  await dialog.getByRole('button', { name: 'Reactivate Your Membership' }).click();
  const payment = await chooseTwoChannels(page);
  await addCard(page, payment, '4111111111111111');
  await fillDeposits(payment, '150.00');
  await payment.getByRole('button', { name: 'Reactivate Now' }).click();
  const success = page.getByRole('dialog', { name: 'Reactivation Complete' });
  await expect(success).toBeVisible();
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const webBefore = info.products.find((p) => p.productType === 1)!.balance;
  await expect(
    success.getByText(`Web Leads balance: ${usd.format(webBefore + 150)}`),
  ).toBeVisible();
  await success.getByRole('button', { name: 'Close', exact: true }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByText(ALERT)).toHaveCount(0);
});
