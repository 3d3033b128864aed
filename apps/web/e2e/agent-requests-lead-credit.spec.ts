import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('an agent requests a credit on a recent web lead and sees the request on the lead', async ({
  page,
}) => {
  await signIn(page, 'agent@example.com', '/client/1/leads');
  await page.getByRole('tab', { name: 'Web leads' }).click();
  // The demo keeps client 1's web leads of the last ten days free of credit requests.
  const search = page.getByRole('search', { name: 'Web leads' });
  await search.getByLabel('From').fill(day(5));
  await search.getByLabel('To').fill(day(0));
  await expect(page.getByText(/^Web leads 1–\d+ of \d+$/)).toBeVisible();
  await page
    .getByRole('table', { name: 'Web leads' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/client\/1\/leads\/\d+\/details\?leadType=Web/);

  const credit = page.getByRole('region', { name: 'Credit request' });
  await expect(credit).toContainText('No credit was requested for this lead.');
  await credit.getByRole('button', { name: 'Request credit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request credit' });
  await dialog.getByRole('combobox', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'Bad phone number' }).click();
  await dialog
    .getByRole('textbox', { name: /Description/ })
    .fill('E2E: the number is not in service');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Credit requested.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(credit).toContainText('Bad phone number');
  await expect(credit).toContainText('E2E: the number is not in service');
  await expect(credit).toContainText('Pending');
  await expect(credit.getByRole('button', { name: 'Request credit' })).toHaveCount(0);
});
