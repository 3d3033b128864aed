import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const nextYear = String(new Date().getFullYear() + 1).slice(2);

/** The form of the signup step shown: its name is the step's heading. */
const stepForm = (page: Page, step: number, label: string) =>
  page.getByRole('form', { name: `Step ${step} of 6: ${label}` });

/** Picks an option of a select (a combobox) of `scope` by its text. */
async function choose(page: Page, scope: Locator, combobox: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Saves the step with Next and waits for the next one. */
async function next(page: Page, step: number, label: string) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const form = stepForm(page, step, label);
  await expect(form).toBeVisible();
  return form;
}

/** The path of the contract link mailed to `email`, read in the outbox by a developer. */
async function contractLinkMailedTo(browser: Browser, email: string): Promise<string> {
  const developer = await browser.newContext();
  const page = await developer.newPage();
  await signIn(page, 'dev@example.com', '/dev/mail');
  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'To' }).fill(email);
  const mail = page
    .getByRole('button')
    .filter({ hasText: 'Your lead purchase agreement is ready to sign' })
    .filter({ hasText: email });
  await expect(mail).toHaveCount(1);
  await mail.click();
  const link = page.getByRole('link', { name: /\/signup\/sign-contract\/[\w-]+$/ });
  const href = await link.getAttribute('href');
  await developer.close();
  return new URL(href!).pathname;
}

test('sales signs up a client in six steps; the client signs the mailed contract without a login; client services finds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const email = `e2e.signup.${stamp}@example.com`;
  const fullName = `E2E Signup Agency ${stamp}`;

  // 1. Sales builds the signup through its six steps and sends the contract.
  await signIn(page, 'sales@example.com', '/signup');
  await expect(page.getByRole('heading', { name: 'Signup IO' })).toBeVisible();
  const client = stepForm(page, 1, 'Client Data');
  await choose(page, client, /^Client type/, 'Agent');
  await client.getByRole('textbox', { name: /^First name/ }).fill('Erin');
  await client.getByRole('textbox', { name: /^Last name/ }).fill('Tester');
  await client.getByRole('textbox', { name: /^Full name/ }).fill(fullName);
  await client.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await client.getByRole('textbox', { name: /^Phone/ }).fill('5125550199');
  await client.getByRole('textbox', { name: /^Address 1/ }).fill('100 Congress Ave');
  await client.getByRole('textbox', { name: /^City/ }).fill('Austin');
  await choose(page, client, /^State/, 'Texas');
  await client.getByRole('textbox', { name: /^Zip/ }).fill('78701');
  await choose(page, client, /^Parent company/, 'State Farm');
  await choose(page, client, /^Level/, 'Silver');

  // The first save makes the signup: the page moves to its id.
  const channels = await next(page, 2, 'Create Lead Channels');
  await expect(page).toHaveURL(/\/signup\/\d+$/);
  const signupId = new URL(page.url()).pathname.split('/').pop();
  await expect(page.getByText(`Signup ${signupId}`, { exact: true })).toBeVisible();

  // The portal's channel editor, in signup mode: first the service, then every section.
  await channels.getByRole('button', { name: 'Add channel' }).click();
  const add = page.getByRole('dialog', { name: /^Add channel/ });
  await add.getByRole('button', { name: 'Web leads' }).click();
  await choose(page, add, /^Quote type/, 'Auto');
  const packageSelect = add.getByRole('combobox', { name: 'Package', exact: true });
  await expect(packageSelect).not.toHaveAttribute('aria-disabled', 'true');
  await packageSelect.click();
  // State Farm's own auto web package (the list also offers a Custom one at $0.00).
  const sfAuto = page.getByRole('option', { name: /^State Farm Auto Web \(\$\d+\.\d{2}\)$/ });
  const packagePrice = /\$(\d+\.\d{2})/.exec(await sfAuto.innerText())![1]!;
  await sfAuto.click();
  await expect(add.getByRole('spinbutton', { name: 'Price', exact: true })).toHaveValue(
    String(Number(packagePrice)),
  );
  await choose(page, add, /^State$/, 'Texas');
  await add.getByRole('button', { name: 'Add state' }).click();
  await expect(add.getByRole('list', { name: 'Territory' })).toContainText('TX');
  await add.getByRole('textbox', { name: 'E-mail delivery' }).fill(email);
  // A filter, made with the channel when the client signs.
  const filters = add.getByRole('region', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Filter type' }).click();
  await page.getByRole('option', { name: 'Minimum Age' }).click();
  await filters.getByRole('spinbutton', { name: 'Value' }).fill('25');
  await filters.getByRole('button', { name: 'Add filter' }).click();
  await expect(filters.getByRole('cell', { name: '25' })).toBeVisible();
  await add.getByRole('button', { name: 'Add channel', exact: true }).click();
  await expect(add).toBeHidden();
  const channelList = channels.getByRole('list', { name: 'Channels of the signup' });
  await expect(channelList.getByRole('listitem')).toHaveCount(1);
  await expect(channelList).toContainText('Auto Web');
  await expect(channelList).toContainText(`Web · Auto · $${packagePrice}`);
  await expect(channelList).toContainText('TX');
  // The territory's estimate: the leads and the cost a channel is expected to bring a week.
  await expect(channelList).toContainText(/Expected: about [\d.]+ leads a week, \$[\d,.]+ a week/);

  const billing = await next(page, 3, 'Enter Billing Information');
  await expect(
    billing.getByLabel("Charge the deposits to the client's card at signing"),
  ).toBeChecked();
  await billing.getByRole('spinbutton', { name: 'Web deposit ($)' }).fill('250');
  await expect(billing.getByRole('status', { name: 'Expected leads' })).toContainText(
    /the \$250\.00 deposit lasts about \d+ days/,
  );

  const promotion = await next(page, 4, 'Add Promotion');
  const match = promotion.getByRole('group', { name: 'Web match promo' });
  await expect(match).toBeVisible();
  await match.getByRole('spinbutton', { name: 'Web match percent' }).fill('50');
  await match.getByRole('spinbutton', { name: 'Web match maximum ($)' }).fill('100');
  await expect(match.getByText('Web match gives $100.00 on a $250.00 deposit')).toBeVisible();

  const schedule = await next(page, 5, 'Schedule');
  await expect(
    schedule.getByText('The default schedule until changed: Monday to Friday, 09:00 to 17:00.'),
  ).toBeVisible();

  const send = await next(page, 6, 'Send Contract');
  await expect(page.getByText('Every step is complete.')).toBeVisible();
  await expect(send.getByRole('region', { name: 'Client', exact: true })).toContainText(fullName);
  await send.getByRole('button', { name: 'Send Contract' }).click();
  await expect(page.getByText('Contract Sent.')).toBeVisible();
  await expect(send.getByRole('status')).toContainText(/^Contract sent .+; the link expires /);

  // 2. A developer reads the link in the mail outbox.
  const link = await contractLinkMailedTo(browser, email);
  expect(link).toMatch(/^\/signup\/sign-contract\/[\w-]{20,}$/);
  expect(link).not.toBe(`/signup/sign-contract/${signupId}`);

  // 3. The client opens it with no login, reads the contract, gives the card and signs.
  const signer = await browser.newContext();
  const contract = await signer.newPage();
  await contract.goto(link);
  await expect(contract.getByRole('heading', { name: 'Your contract', level: 1 })).toBeVisible();
  await expect(
    contract.getByText(new RegExp(`^${fullName}: please read the contract`)),
  ).toBeVisible();
  await expect(contract.getByRole('region', { name: 'Channels', exact: true })).toContainText(
    'Auto Web',
  );
  await expect(contract.getByRole('region', { name: 'Terms' })).toContainText(
    /Document SHA-256: [0-9a-f]{64}/,
  );
  const sign = contract.getByRole('form', { name: 'Sign' });
  await sign.getByRole('textbox', { name: 'First Name' }).fill('Erin');
  await sign.getByRole('textbox', { name: 'Last Name' }).fill('Tester');
  await sign.getByRole('textbox', { name: 'Card Number' }).fill('4111111111111111');
  await choose(contract, sign, /^Expiration month/, '06');
  await choose(contract, sign, /^Expiration year/, `20${nextYear}`);
  await sign.getByRole('textbox', { name: 'Address' }).fill('100 Congress Ave');
  await sign.getByRole('textbox', { name: 'City' }).fill('Austin');
  await choose(contract, sign, /^State/, 'Texas');
  await sign.getByRole('textbox', { name: 'Postal Code' }).fill('78701');
  await sign.getByRole('textbox', { name: /^Full name/ }).fill('Erin Tester');
  await sign.getByRole('textbox', { name: /^Initials/ }).fill('ET');
  await sign
    .getByRole('checkbox', { name: 'I agree to sign this contract electronically' })
    .check();
  const posted: string[] = [];
  contract.on('request', (request) => {
    if (request.url().includes('/api/')) posted.push(request.postData() ?? '');
  });
  await sign.getByRole('button', { name: 'Sign Contract' }).click();
  const thanks = contract.getByRole('status', { name: 'Thank you for signing' });
  await expect(thanks).toBeVisible({ timeout: 30_000 });
  await expect(
    thanks.getByText(`Set a password for ${email} to sign in to your account.`),
  ).toBeVisible();
  await expect(thanks.getByRole('link', { name: 'Set your password' })).toHaveAttribute(
    'href',
    /.+/,
  );
  // The card number went to the vault's own endpoint only, never to our API.
  expect(posted.join('\n')).toContain('"opaqueData"');
  expect(posted.join('\n')).not.toContain('4111111111111111');
  // The link is used: opened again, it says the contract is signed.
  await contract.goto(link);
  await expect(contract.getByText('IO Already Signed')).toBeVisible();
  await signer.close();

  // 4. Client services finds the new client by its e-mail, with its channel, money and terms.
  const staff = await browser.newContext();
  const cs = await staff.newPage();
  await signIn(cs, 'cs@example.com', '/ad');
  await expect(cs.getByRole('heading', { name: 'Client Search' })).toBeVisible();
  await cs.getByLabel('Search clients').fill(email);
  const clients = cs.getByRole('table', { name: 'Clients' });
  await expect(clients.getByRole('row')).toHaveCount(2);
  await expect(clients.getByRole('row').nth(1)).toContainText(fullName);
  await clients.getByRole('row').nth(1).click();
  await expect(cs).toHaveURL(/\/client\/\d+$/);
  const clientId = Number(new URL(cs.url()).pathname.split('/').pop());
  await expect(cs.getByRole('heading', { name: new RegExp(fullName) })).toBeVisible();

  await cs
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: 'Lead Channels' })
    .click();
  await expect(cs.getByRole('heading', { name: 'Lead Channels' })).toBeVisible();
  const channelRows = cs.getByRole('table', { name: 'Lead channels' }).getByRole('row');
  await expect(channelRows).toHaveCount(2);
  await expect(channelRows.nth(1)).toContainText('Auto Web');
  // Its filter came with it.
  await channelRows.nth(1).getByRole('link').first().click();
  const madeFilters = cs.getByRole('region', { name: 'Filters' });
  await expect(madeFilters.getByRole('cell', { name: 'Minimum Age', exact: true })).toBeVisible();
  await expect(madeFilters.getByRole('cell', { name: '25', exact: true })).toBeVisible();

  // The 250 deposit charged to the card, and the match promo of 100 on it.
  await cs.goto(`/billing/${clientId}`);
  await expect(cs.getByRole('heading', { name: 'Payments & Billing' })).toBeVisible();
  const web = cs.getByRole('region', { name: 'Web balance' });
  await expect(web.getByText('$350.00', { exact: true })).toBeVisible();
  const transactions = cs.getByRole('table', { name: 'Transactions' });
  await expect(transactions.getByRole('row', { name: /Signup deposit/ })).toContainText('$250.00');
  await expect(transactions.getByRole('row', { name: /Signup match promo/ })).toContainText(
    '$100.00',
  );

  // The signed agreement is on the billing page, and leads to its terms.
  const agreement = cs.getByRole('region', { name: 'Signed agreement' });
  await expect(agreement).toContainText('Signed electronically by Erin Tester');
  await agreement.getByRole('link', { name: 'Review terms' }).click();
  await expect(cs).toHaveURL(new RegExp(`/review-terms/${clientId}$`));
  await expect(cs.getByRole('heading', { name: 'Review terms' })).toBeVisible();
  await expect(cs.getByText('Erin Tester (ET)', { exact: true })).toBeVisible();
  const [download] = await Promise.all([
    cs.waitForEvent('download'),
    cs.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`contract-${clientId}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await staff.close();
});
