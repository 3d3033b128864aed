import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const NOT_FOUND = 'Oops.. You just found an error page..';

async function openDeveloperTools(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Developer Tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'Developer Tools' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeDeveloperTools(page: Page) {
  await page
    .getByRole('dialog', { name: 'Developer Tools' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Developer Tools' })).toBeHidden();
}

const staffUtilities = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Staff Utilities' });

test('a developer overrides the roles to Customer Service and resets them', async ({ page }) => {
  await signIn(page, 'dev@example.com');
  // Developers land on their mail outbox; the journey runs on the support page, which every role
  // sees, so the reload below shows the overridden view of it.
  await page.goto('/support');
  // Seed 000 §6: Staff Utilities is for client services and product viewers; a developer reaches
  // the developer pages from the account menu.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(staffUtilities(page)).toBeHidden();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Developer Mail' }).click();
  await expect(page).toHaveURL(/\/dev\/mail$/);
  await page.goto('/support');

  let tools = await openDeveloperTools(page);
  await tools.getByRole('button', { name: 'Customer Service', exact: true }).click();
  await expect(tools.getByText('Viewing as Customer Service.')).toBeVisible();
  await closeDeveloperTools(page);
  await expect(staffUtilities(page)).toBeVisible();

  // The override is kept on the device: a reload still shows client services' view.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(staffUtilities(page)).toBeVisible();

  tools = await openDeveloperTools(page);
  await tools.getByRole('button', { name: 'Reset roles' }).click();
  await expect(tools.getByText('No role override.')).toBeVisible();
  await closeDeveloperTools(page);
  await expect(staffUtilities(page)).toBeHidden();
});

test('a flag toggled off locally hides /territories-opt-in; back on, the page shows', async ({
  page,
}) => {
  // The Everest super-user passes the role check of the page and sees the developer tools.
  await signIn(page, 'super@example.com');
  await page.goto('/territories-opt-in');
  await expect(page.getByRole('heading', { name: 'Secondary Territories Opt-In' })).toBeVisible();

  let tools = await openDeveloperTools(page);
  const flag = tools.getByLabel('TerritoryExpansion', { exact: true });
  await expect(flag).toBeChecked();
  await flag.click();
  await expect(flag).not.toBeChecked();
  await expect(tools.getByText('Local override')).toBeVisible();
  await closeDeveloperTools(page);
  // The open page reacts at once (its guard runs again) ...
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  // ... and so does a fresh load (the override is in localStorage).
  await page.goto('/territories-opt-in');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();

  tools = await openDeveloperTools(page);
  await tools.getByLabel('TerritoryExpansion', { exact: true }).click();
  await expect(tools.getByText('Local override')).toBeHidden();
  await closeDeveloperTools(page);
  await expect(page.getByRole('heading', { name: 'Secondary Territories Opt-In' })).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toBeHidden();
});
