import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('staff import a file of Farmers agents by its own path and see the import status', async ({
  page,
}) => {
  await signIn(page, 'cs@example.com', '/subsidy');
  await expect(page.getByText('ENABLED', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Farmers agents' }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('radio', { name: 'Terminated' }).check();
  await page.getByLabel('Date of the file').fill('2026-11-27');
  await page.getByLabel('Farmers agent file', { exact: true }).setInputFiles({
    name: 'terminated.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('email\nnot.a.client@example.org\n'),
  });
  await page.getByRole('button', { name: 'Import agents' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Terminated agents of 2026-11-27: 0 client(s) updated, 0 unchanged, 1 not our clients',
  );
  // The demo's active import and this terminated one: both Complete.
  await expect(page.getByTestId('farmers-overall')).toHaveText('Complete');

  // A bad row: the server's text and the row.
  await page.getByLabel('Farmers agent file', { exact: true }).setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('email\nnot-an-email\n'),
  });
  await page.getByRole('button', { name: 'Import agents' }).click();
  await expect(page.getByRole('alert')).toContainText('Line 2 email: Invalid email format');
  await expect(page.getByTestId('farmers-overall')).toHaveText('Error');
});
