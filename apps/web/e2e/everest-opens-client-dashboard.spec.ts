import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('the Everest role opens a client dashboard at /cd/{id}', async ({ page }) => {
  await signIn(page, 'super@example.com', '/cd/1');
  await expect(page).toHaveURL(/\/cd\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByText(/ID 1 · AGENT · .*Status: Active/)).toBeVisible();

  // The demo's e-mails to its failure addresses are an open alert.
  const alerts = page.getByRole('region', { name: 'Open alerts' });
  await expect(alerts).toContainText('4 addresses of the client get no e-mail');

  for (const product of ['Web Leads', 'Call Leads']) {
    const balance = page.getByRole('region', { name: `${product} balance` });
    await expect(balance).toContainText('$');
    await expect(
      balance.getByRole('img', { name: `${product} balance over 30 days` }),
    ).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Channels by status' })).toContainText('Web Leads');
  const last30 = page.getByRole('region', { name: 'Last 30 days' });
  await expect(
    last30.getByText(/^\d+ web leads, \d+ calls \(\d+ answered\), \$[\d,.]+ spent$/),
  ).toBeVisible();
  await expect(last30.getByRole('figure', { name: 'Leads and calls per day' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending credits' })).toContainText(/\d+/);
});

test('client services may not open /cd', async ({ page }) => {
  await signIn(page, 'cs@example.com', '/cd/1');
  await expect(page).toHaveURL(/\/403$/);
});
