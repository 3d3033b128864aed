import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('client services searches a client, opens it, edits its profile and sees it after reload', async ({
  page,
}) => {
  await signIn(page, 'cs@example.com');
  await expect(page).toHaveURL(/\/ad$/);
  await expect(page.getByRole('heading', { name: 'Client Search' })).toBeVisible();

  // Two letters find the words that start with them, and the screen says so.
  const grid = page.getByRole('table', { name: 'Clients' });
  await page.getByLabel('Search clients').fill('Av');
  await expect(page.getByText(/One or two characters find the words/)).toBeVisible();
  await expect(grid.getByRole('row', { name: /\bAva\b/ }).first()).toBeVisible();

  await page.getByLabel('Search clients').fill('Avery');
  await expect(page.getByText(/One or two characters find the words/)).toBeHidden();
  await expect(grid.getByRole('row')).toHaveCount(2); // header + one match (client 1, Avery's client)
  const firstRow = grid.getByRole('row').nth(1);
  const name = (await firstRow.getByRole('cell').nth(1).innerText()).trim();
  await firstRow.click();

  await expect(page).toHaveURL(/\/client\/1$/);
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();

  await page.goto('/client/1/account');
  const city = page.getByRole('textbox', { name: /^City/ });
  await expect(city).not.toHaveValue('');
  const newCity = `Playwright ${Date.now() % 100000}`;
  await city.fill(newCity);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue(newCity);
});

test('the account form shows the e-mail rule before saving', async ({ page }) => {
  await signIn(page, 'cs@example.com', '/client/1/account');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('not-an-email');
  await page.getByRole('textbox', { name: /^City/ }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
});
