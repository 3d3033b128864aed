import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

/** Opens a MUI select by its label and returns the listbox of its options. */
async function openSelect(page: Page, label: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select).not.toHaveAttribute('aria-disabled', 'true');
  await select.click();
  return page.getByRole('listbox');
}

test('an agent adds a web channel, filters it, and pauses it for the rest of the day', async ({
  page,
}) => {
  await signIn(page, 'agent@example.com', '/client/1/leads/channels');
  await page.getByRole('link', { name: 'Add Web Channel' }).click();
  await expect(page).toHaveURL(/\/leads\/create-channel\/1\/web$/);
  await expect(page.getByRole('heading', { name: 'Add Web Channel' })).toBeVisible();

  const customName = `Playwright web ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Custom name' }).fill(customName);
  await (await openSelect(page, 'Quote type')).getByRole('option', { name: 'Auto' }).click();

  // The package list shows each cost; the price follows the package picked.
  const packages = await openSelect(page, 'Package');
  const option = packages
    .getByRole('option')
    .filter({ hasNotText: /^(Custom|No package)/ })
    .first();
  const cost = /\(\$([\d,]+(?:\.\d+)?)\)$/.exec(await option.innerText())?.[1]?.replace(/,/g, '');
  expect(cost).toBeDefined();
  await option.click();
  await expect(page.getByRole('spinbutton', { name: 'Price', exact: true })).toHaveValue(
    String(Number(cost)),
  );

  await (await openSelect(page, 'State')).getByRole('option', { name: 'Texas' }).click();
  await page.getByRole('button', { name: 'Add state' }).click();
  await expect(page.getByRole('list', { name: 'Territory' })).toContainText('TX');
  await page.getByRole('textbox', { name: 'E-mail delivery' }).fill('agent-leads@example.com');
  await page.getByRole('button', { name: 'Create channel' }).click();

  await expect(page).toHaveURL(/\/leads\/channeledit\/1\/\d+$/);
  await expect(page.getByText('Channel created.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Custom name' })).toHaveValue(customName);

  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Filter type' }).click();
  await page.getByRole('option', { name: 'Minimum Age' }).click();
  await filters.getByRole('spinbutton', { name: 'Value' }).fill('25');
  await filters.getByRole('button', { name: 'Add filter' }).click();
  await filters.getByRole('button', { name: 'Save filters' }).click();
  await expect(page.getByText('Filters saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to channels' }).click();
  await expect(page).toHaveURL(/\/client\/1\/leads\/channels$/);
  await expect(page.getByRole('table', { name: 'Lead channels' })).toBeVisible();
  // Channels are listed oldest first, 10 a page: the new one is on the last page.
  const row = page.getByRole('row').filter({ hasText: customName });
  for (let pageTurns = 0; pageTurns < 50 && !(await row.isVisible()); pageTurns++) {
    await page.getByRole('button', { name: 'Go to next page' }).click();
  }
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Pause', exact: true }).click();
  await page.getByRole('radio', { name: 'Until the end of today' }).check();
  await page.getByRole('button', { name: 'Pause channel' }).click();
  await expect(row.getByText(/^Paused/)).toBeVisible();

  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Unpause' }).click();
  await expect(row.getByText('ACTIVE', { exact: true })).toBeVisible();
});
