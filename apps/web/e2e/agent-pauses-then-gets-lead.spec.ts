import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

/** The demo agent's "Auto Web 1": auto web leads anywhere in New Mexico, Credit Rating filtered. */
const CHANNEL = 'Auto Web 1';
const ZIP = '87001';
/** The demo agent's client keeps Central time: its channels' schedules are in it. */
const CLIENT_TIME_ZONE = 'America/Chicago';
const AMOUNT = /^-?\$[\d,]+\.\d{2}$/;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const lead = (vendorLeadId: string) => ({
  vendorLeadId,
  productTypeId: 1,
  quoteType: 'auto',
  zip: ZIP,
  firstName: 'Paula',
  lastName: 'Pause',
  email: `${vendorLeadId}@example.com`,
  phone: `(505) 555-${String(Date.now() % 10_000).padStart(4, '0')}`,
  answers: [
    { question: 'Credit Rating', answer: 'Excellent' },
    { question: 'Home Owner', answer: 'Yes' },
    { question: 'Currently Insured', answer: 'Yes' },
  ],
});

/** A vendor key, created by the product admin on the vendor screen (only its hash is kept). */
async function vendorKey(page: Page): Promise<string> {
  await signIn(page, 'product@example.com', '/product-admin');
  await page.getByRole('tab', { name: 'Vendors' }).click();
  const row = page.getByRole('table', { name: 'Vendors' }).getByRole('row').nth(1);
  const vendor = (await row.getByRole('cell').nth(1).textContent())!.trim();
  await row.getByRole('button', { name: `Manage the API keys of ${vendor}` }).click();
  const dialog = page.getByRole('dialog', { name: `API keys of ${vendor}` });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = dialog.getByLabel('New API key');
  await expect(shown).toBeVisible();
  return (await shown.textContent())!.trim();
}

async function webBalance(page: Page): Promise<{ card: Locator; dollars: number }> {
  await page.goto('/billing');
  const card = page.getByRole('region', { name: 'Web balance' });
  await expect(card.getByText(AMOUNT).first()).toBeVisible();
  const text = await card.getByText(AMOUNT).first().innerText();
  return { card, dollars: Number(text.replace(/[$,]/g, '')) };
}

function channelRow(page: Page) {
  return page
    .getByRole('table', { name: 'Lead channels' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Actions for ${CHANNEL}` }) });
}

async function openAction(page: Page, action: string) {
  await channelRow(page)
    .getByRole('button', { name: `Actions for ${CHANNEL}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('an agent pauses a channel, is told why it missed a lead, unpauses it and gets the next one', async ({
  page,
  browser,
  request,
}) => {
  // The delivery job drains the outbox once a minute: the journey waits for it at the end.
  test.setTimeout(240_000);
  const staff = await browser.newPage();
  const key = await vendorKey(staff);
  await staff.close();
  const post = (id: string) =>
    request.post('/api/intake/leads', { headers: { 'x-api-key': key }, data: lead(id) });

  await signIn(page, 'agent@example.com', '/client/1/leads/channels');
  const before = await webBalance(page);

  // The channel takes web leads all day today, so the journey runs at any hour.
  await page.goto('/client/1/leads/channels');
  await channelRow(page).getByRole('link').first().click();
  const schedule = page.getByRole('region', { name: 'Lead schedule' });
  // The sections above the schedule grow as their reads answer (map, estimate): a click while
  // they do can land beside the button, so it waits for a still page and checks the editor opened.
  await expect(schedule.getByRole('button', { name: 'Edit lead schedule' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await schedule.getByRole('button', { name: 'Edit lead schedule' }).click();
  await expect(schedule.getByRole('button', { name: 'Close lead schedule' })).toBeVisible();
  const weekday = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    timeZone: CLIENT_TIME_ZONE,
  }).format(new Date());
  const today = schedule.getByRole('group', { name: weekday, exact: true });
  const active = today.getByLabel(`${weekday} active`);
  if (!(await active.isChecked())) await active.click();
  const part = today.getByRole('group', { name: `${weekday} day part 1` });
  await part.getByRole('combobox', { name: /^Start/ }).click();
  await page.getByRole('option', { name: '00:00', exact: true }).click();
  await part.getByRole('combobox', { name: /^End/ }).click();
  await page.getByRole('option', { name: '24:00', exact: true }).click();
  await page.getByRole('button', { name: 'Save channel' }).click();
  await expect(page.getByText('Channel saved.')).toBeVisible();

  // Paused, the channel misses a lead it would have bought, and says why.
  await page.goto('/client/1/leads/channels');
  await openAction(page, 'Pause');
  const pause = page.getByRole('dialog', { name: `Pause ${CHANNEL}` });
  await pause.getByRole('radio', { name: 'Until the end of today' }).click();
  await pause.getByRole('button', { name: 'Pause channel' }).click();
  await expect(pause).toBeHidden();
  await expect(channelRow(page)).toContainText(/Paused/i);

  const missed = await post(`e2e-paused-${Date.now()}`);
  expect(missed.status()).toBe(201);
  const missedLead = (await missed.json()) as { leadId: number };

  await openAction(page, 'Why am I not getting leads?');
  const why = page.getByRole('dialog', { name: /^Why am I not getting leads\?/ });
  const missedList = why.getByRole('list', { name: 'Missed leads' });
  await expect(missedList.getByRole('listitem').first()).toContainText('The channel is paused.');
  await expect(why.getByLabel('Reasons')).toContainText('The channel is paused.');
  await why.getByRole('button', { name: 'Close' }).click();
  expect(missedLead.leadId).toBeGreaterThan(0);

  // Unpaused, the next such lead is sold to it.
  await openAction(page, 'Unpause');
  await expect(channelRow(page)).not.toContainText(/Paused/i);
  const soldVendorId = `e2e-unpaused-${Date.now()}`;
  const sold = await post(soldVendorId);
  expect(sold.status()).toBe(201);
  const soldLead = (await sold.json()) as { leadId: number; status: string };
  expect(soldLead.status).toBe('sold');

  // The agent knows the lead by one number: its detail's Session id, its transaction, its e-mail.
  await page.goto('/client/1/leads');
  await page.getByRole('tab', { name: 'Web leads' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: `${soldVendorId}@example.com` })
    .getByRole('link')
    .click();
  const sessionTerm = page.getByRole('term').filter({ hasText: /^Session id$/ });
  await expect(sessionTerm).toBeVisible();
  const sessionId = (
    await sessionTerm.locator('xpath=following-sibling::dd[1]').innerText()
  ).trim();
  expect(Number(sessionId)).toBeGreaterThan(0);

  // Its price is charged: the web balance drops by the lead's charge.
  const after = await webBalance(page);
  const charge = page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row', { name: new RegExp(`Lead ${sessionId}\\b`) });
  await expect(charge).toBeVisible();
  const price = Number((await charge.getByText(AMOUNT).first().innerText()).replace(/[$,-]/g, ''));
  expect(price).toBeGreaterThan(0);
  await expect(
    after.card.getByText(usd.format(before.dollars - price), { exact: true }),
  ).toBeVisible();

  // Its delivery e-mail is in the outbox.
  const dev = await browser.newPage();
  await signIn(dev, 'dev@example.com', '/dev/mail');
  // The lead flow's outbox is drained by the delivery job: the message shows once it is sent.
  await expect(async () => {
    await dev.reload();
    await expect(dev.getByText(new RegExp(`New Auto lead ${sessionId}\\b`))).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 150_000 });
  await dev.close();
});
