import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

const UNKNOWN_KEY = 'The API key is unknown or revoked.';

/** A zip and caller the demo's channels may or may not buy: the answer is 201 either way. */
const call = (vendorCallId: string) => ({
  vendorCallId,
  productTypeId: 2,
  quoteType: 'auto',
  zip: '78701',
  callerNumber: '(512) 555-0142',
  callType: 'WarmTransfer',
});

test('the product admin creates a vendor API key, a call comes in with it, and revoking it stops the next', async ({
  page,
  request,
}) => {
  await signIn(page, 'product@example.com', '/product-admin');
  await page.getByRole('tab', { name: 'Vendors' }).click();
  const vendors = page.getByRole('table', { name: 'Vendors' });
  const row = vendors.getByRole('row').nth(1);
  const vendor = (await row.getByRole('cell').nth(1).textContent())!.trim();
  await row.getByRole('button', { name: `Manage the API keys of ${vendor}` }).click();

  const dialog = page.getByRole('dialog', { name: `API keys of ${vendor}` });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = dialog.getByLabel('New API key');
  await expect(shown).toBeVisible();
  const key = (await shown.textContent())!.trim();
  expect(key).toMatch(/^cav_/);
  const keys = dialog.getByRole('table', { name: 'API keys' });
  const prefix = key.slice(0, 12);
  await expect(keys.getByRole('row', { name: new RegExp(prefix) })).toContainText('Live');

  const id = `e2e-call-${Date.now()}`;
  const first = await request.post('/api/intake/calls', {
    headers: { 'x-api-key': key },
    data: call(id),
  });
  expect(first.status()).toBe(201);
  expect(['offered', 'unmatched']).toContain((await first.json()).status);

  await dialog.getByRole('button', { name: `Revoke ${prefix}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Key revoked.')).toBeVisible();
  await expect(keys.getByRole('row', { name: new RegExp(prefix) })).not.toContainText('Live');

  const refused = await request.post('/api/intake/calls', {
    headers: { 'x-api-key': key },
    data: call(`${id}-2`),
  });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toBe(UNKNOWN_KEY);
});
