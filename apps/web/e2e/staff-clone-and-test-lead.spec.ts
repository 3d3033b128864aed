import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const channelTable = (page: Page) => page.getByRole('table', { name: 'Lead channels' });

/** Opens the row's action menu and picks the action. */
async function rowAction(page: Page, row: Locator, action: string) {
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('client services clones a call channel, sends a test lead from the clone and finds the e-mail', async ({
  page,
  browser,
}) => {
  await signIn(page, 'cs@example.com');
  await page.getByLabel('Search clients').fill('Avery');
  const clients = page.getByRole('table', { name: 'Clients' });
  await expect(clients.getByRole('row')).toHaveCount(2);
  await clients.getByRole('row').nth(1).click();
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: 'Lead Channels' })
    .click();
  await expect(page.getByRole('heading', { name: 'Lead Channels' })).toBeVisible();

  await page.getByRole('tab', { name: 'Call' }).click();
  const source = channelTable(page)
    .getByRole('row')
    .filter({ hasNot: page.getByText('Incomplete', { exact: true }) })
    .nth(1);
  await expect(source).toBeVisible();

  const cloneName = `Clone ${Date.now() % 100000}`;
  await rowAction(page, source, 'Clone');
  const cloneDialog = page.getByRole('dialog', { name: /^Clone / });
  await cloneDialog.getByLabel('Custom name (optional)').fill(cloneName);
  await cloneDialog.getByRole('button', { name: 'Clone channel' }).click();
  await expect(page.getByText(`Channel cloned: ${cloneName}`)).toBeVisible();

  const clone = channelTable(page).getByRole('row').filter({ hasText: cloneName });
  await expect(clone).toHaveCount(1);
  const cloneChannelName = (await clone.getByRole('link').first().innerText()).trim();

  await rowAction(page, clone, 'Send test lead');
  await page
    .getByRole('dialog', { name: 'Send a test lead' })
    .getByRole('button', { name: 'Send test lead' })
    .click();
  await expect(page.getByText('The test lead has been sent.')).toBeVisible();

  // The e-mail outbox is a developer page: a developer looks in another session.
  const developer = await browser.newContext();
  const devPage = await developer.newPage();
  await signIn(devPage, 'dev@example.com', '/dev/mail');
  await devPage.goto('/dev/mail');
  await expect(devPage.getByText(`Test lead for ${cloneChannelName}`).first()).toBeVisible();
  await developer.close();
});
