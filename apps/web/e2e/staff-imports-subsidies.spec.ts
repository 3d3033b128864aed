import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './sign-in';

const HEADER = ['leadState', 'county', 'product', 'subsidy', 'subsidyCap'];

/** A workbook with a notes sheet first, the subsidies second and filler making it ~300 KB. */
async function subsidyWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Notes').addRow(['Subsidies of New Mexico, from the program team']);
  const sheet = workbook.addWorksheet('Subsidies');
  sheet.addRow(HEADER);
  sheet.addRow(['NM', 'Bernalillo', 'SF-AUTO-WEB', 6, '']);
  sheet.addRow(['NM', '', 'SF-AUTO-WEB', 2.5, '']);
  sheet.addRow(['NM', 'Santa Fe', 'SF-HOME-WEB', 4, 8]);
  const filler = workbook.addWorksheet('Archive');
  for (let i = 0; i < 6000; i++) filler.addRow([`archived row ${i}`, Math.random(), `${i}-x`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('staff import a subsidy workbook, see it on the State Farm client, then revert it', async ({
  page,
}) => {
  await signIn(page, 'cs@example.com', '/subsidy');
  await expect(page.getByRole('heading', { name: 'Subsidy', exact: true })).toBeVisible();

  // A file with bad rows: each named with its line and column, and nothing can be applied.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Subsidy file', { exact: true }).setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER.join(',')}\nNM,Nowhere,SF-AUTO-WEB,5,\nNM,,SF-HOME-WEB,-2,\n`),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('button', { name: 'Pre-process' }).click();
  const badRows = page.getByRole('table', { name: 'Bad rows' });
  await expect(badRows).toContainText('County Nowhere is not in NM');
  await expect(badRows.getByRole('row').nth(1)).toContainText('2county');
  await expect(badRows).toContainText('Must not be negative');
  await expect(page.getByRole('button', { name: 'Apply rules' })).toBeDisabled();

  // The good workbook, sent slowly enough to watch it go.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Subsidy file', { exact: true }).setInputFiles({
    name: 'nm-subsidies.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await subsidyWorkbook(),
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText(/Uploading… \d+%/)).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(page.getByText('Uploaded nm-subsidies.xlsx.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Sheet' }).click();
  await page.getByRole('option', { name: 'Subsidies' }).click();
  await page.getByRole('button', { name: 'Pre-process' }).click();
  await expect(page.getByTestId('To be added')).toHaveText('3');
  await expect(page.getByTestId('To be updated')).toHaveText('0');
  await expect(page.getByTestId('To be deleted')).toHaveText('0');
  const changes = page.getByRole('table', { name: 'Changes apply will make' });
  await expect(changes).toContainText('SANTA FE');
  await expect(changes).toContainText('$4.00');
  // Key order (decision 0089): the whole state before its counties.
  await expect(changes.getByRole('row').nth(1)).toContainText('All counties');
  await expect(changes.getByRole('row').nth(2)).toContainText('BERNALILLO');
  await page.getByRole('button', { name: 'Apply rules' }).click();
  await page
    .getByRole('dialog', { name: 'Apply these subsidies?' })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(page.getByRole('status')).toContainText('Applied: 3 added, 0 updated, 0 deleted');
  const history = page.getByRole('table', { name: 'Imports' });
  await expect(history.getByRole('row').nth(1)).toContainText('nm-subsidies.xlsx');
  await expect(history.getByRole('row').nth(1)).toContainText('cs@example.com');

  // Client 1 is State Farm, in New Mexico: its subsidies page is in the Resources menu.
  await page.goto('/client/1');
  await page.getByRole('button', { name: 'Resources' }).click();
  await page.getByRole('menuitem', { name: 'State Farm Subsidies' }).click();
  await expect(page.getByRole('heading', { name: 'State Farm Subsidies' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Subsidies' });
  await expect(list.getByRole('row', { name: /BERNALILLO SF-AUTO-WEB \$6\.00/ })).toBeVisible();
  await expect(list.getByRole('row', { name: /All counties SF-AUTO-WEB \$2\.50/ })).toBeVisible();

  // Reverted in one click (after confirming): the client has them no more.
  await page.goto('/subsidy');
  const row = page.getByRole('table', { name: 'Imports' }).getByRole('row').nth(1);
  await row.getByRole('button', { name: /Revert import/ }).click();
  await page
    .getByRole('dialog', { name: /Revert import/ })
    .getByRole('button', { name: 'Revert' })
    .click();
  await expect(row).toContainText('Reverted');
  await page.goto('/client/1/stateFarmSubsidies');
  await expect(page.getByText(/No subsidies in/)).toBeVisible();
});
