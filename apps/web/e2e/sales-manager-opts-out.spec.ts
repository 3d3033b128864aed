import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('a sales manager opts the channels of a CSV file out of secondary territories', async ({
  page,
}) => {
  await signIn(page, 'salesmgr@example.com', '/territories-opt-in');
  await expect(page.getByRole('heading', { name: 'Secondary Territories Opt-In' })).toBeVisible();

  await page.getByRole('radio', { name: 'Opt out' }).check();
  await page.getByLabel('Opt-in file').setInputFiles({
    name: 'opt-out.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('channel id\n1\n2\n'),
  });
  await expect(page.getByText('opt-out.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await page
    .getByRole('dialog', { name: 'Opt channels out?' })
    .getByRole('button', { name: 'Opt out' })
    .click();
  await expect(page.getByText('2 channels opted out of secondary territories')).toBeVisible();

  await page.getByLabel('Opt-in file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('channel id\nabc\n'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Opt out' }).click();
  await expect(page.getByRole('list', { name: 'Rows not valid' })).toContainText('row 2');
});
