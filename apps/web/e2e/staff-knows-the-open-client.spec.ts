import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

/** Searches the admin dashboard for Avery's client (client 1) and opens it. */
async function openAverysClient(page: Page) {
  await expect(page.getByRole('heading', { name: 'Client Search' })).toBeVisible();
  await page.getByLabel('Search clients').fill('Avery');
  const row = page.getByRole('table', { name: 'Clients' }).getByRole('row').nth(1);
  await expect(row).toContainText('Avery');
  const name = (await row.getByRole('cell').nth(1).innerText()).trim();
  const status = (await row.getByRole('cell').nth(5).innerText()).trim();
  await row.click();
  await expect(page).toHaveURL(/\/client\/1$/);
  return { name, status };
}

/** Picks Avery's client in the picker of /billing or /support. */
async function pickAverysClient(page: Page) {
  await page.getByRole('combobox', { name: 'Find a client' }).fill('Avery');
  await page.getByRole('option', { name: /Avery/ }).first().click();
}

test('client services always know which client is open, and find their way back to the search', async ({
  page,
}) => {
  await signIn(page, 'cs@example.com');
  await expect(page).toHaveURL(/\/ad$/);
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Client search' })).toHaveAttribute('href', '/ad');
  await expect(page.getByRole('region', { name: 'Open client' })).toHaveCount(0);

  const { name, status } = await openAverysClient(page);
  const bar = page.getByRole('region', { name: 'Open client' });
  await expect(bar).toContainText(name);
  await expect(bar).toContainText('ID 1');
  await expect(bar).toContainText(status);
  await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/client/1');

  // The bar stays on the client's other pages.
  await main.getByRole('button', { name: 'Lead Management' }).click();
  await page.getByRole('menuitem', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/client\/1\/leads$/);
  await expect(bar).toContainText('ID 1');

  // The header's entry goes back to the search, which closes the client.
  await main.getByRole('link', { name: 'Client search' }).click();
  await expect(page).toHaveURL(/\/ad$/);
  await expect(bar).toHaveCount(0);

  // The bar's own way back keeps the last search.
  await openAverysClient(page);
  await bar.getByRole('link', { name: 'Back to client search' }).click();
  await expect(page).toHaveURL(/\/ad\?q=Avery$/);
  await expect(page.getByLabel('Search clients')).toHaveValue('Avery');
});

test('client services pick a client on billing and support, and close it from the bar', async ({
  page,
}) => {
  await signIn(page, 'cs@example.com', '/billing');
  await expect(page.getByRole('heading', { name: 'Payments & Billing' })).toBeVisible();
  await expect(page.getByText('Choose a client to see its payments and billing.')).toBeVisible();
  await pickAverysClient(page);
  await expect(page).toHaveURL(/\/billing\/1$/);
  await expect(page.getByRole('region', { name: 'Web balance' })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Open client' });
  await expect(bar).toContainText('ID 1');

  // Closing the client leaves billing without one: the picker again.
  await bar.getByRole('button', { name: 'Close client' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Find a client' })).toBeVisible();

  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
  await expect(page.getByText('Choose a client to see who supports that client.')).toBeVisible();
  await pickAverysClient(page);
  await expect(page).toHaveURL(/\/support\?clientId=1$/);
  await expect(page.getByText('Questions about your leads, channels or billing?')).toBeVisible();
  await expect(bar).toContainText('ID 1');
});

// TerritoryExpansion is on in the demo data (its seeded default).
test('the territories opt-in is in the menu of a client services admin while the flag is on', async ({
  page,
}) => {
  await signIn(page, 'csadmin@example.com');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Staff Utilities' })
    .click();
  await page.getByRole('menuitem', { name: 'Secondary Territories Opt-In' }).click();
  await expect(page).toHaveURL(/\/territories-opt-in$/);
  await expect(page.getByRole('heading', { name: 'Secondary Territories Opt-In' })).toBeVisible();
});

test("client services without the admin role get 'Access denied', and no link, to the opt-in", async ({
  page,
}) => {
  await signIn(page, 'cs@example.com');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Staff Utilities' })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Credit Dialer' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Secondary Territories Opt-In' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/territories-opt-in');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByText('Oops.. You just found an error page..')).toHaveCount(0);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the client search is in the menu and the open client fits the screen', async ({ page }) => {
    await signIn(page, 'cs@example.com');
    await page.getByLabel('Search clients').fill('Avery');
    // On a phone the results are cards, each opened by its name.
    const card = page.getByRole('list', { name: 'Clients' }).getByRole('button', { name: /Avery/ });
    await expect(card).toHaveCount(1);
    const name = (await card.innerText()).trim();
    await card.click();
    await expect(page).toHaveURL(/\/client\/1$/);
    const bar = page.getByRole('region', { name: 'Open client' });
    await expect(bar).toContainText(name);
    await expect(bar).toContainText('ID 1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Client search', exact: true })
      .click();
    await expect(page).toHaveURL(/\/ad$/);
    await expect(page.getByRole('heading', { name: 'Client Search' })).toBeVisible();
  });
});
