import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

/** An active demo agent no other journey uses; the journey leaves it un-cancelled. */
const CLIENT_ID = 31;

function inDays(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return day.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
}

test('client services schedules a cancellation, sees it pending, then cancels the cancellation', async ({
  page,
}) => {
  const day = inDays(20);
  const shown = `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;
  await signIn(page, 'cs@example.com', `/billing/${CLIENT_ID}`);
  const section = page.getByRole('region', { name: 'Cancellation' });
  await section.getByRole('button', { name: 'Cancel client' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel client' });
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Marketing budget cut' }).click();
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('E2E: slow season');
  await dialog.getByLabel('Effective date').fill(day);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this client?' });
  await expect(confirm).toContainText(`on ${shown}`);
  await confirm.getByRole('button', { name: 'Cancel client' }).click();

  await expect(page.getByText(new RegExp(`is scheduled for ${shown}\\.$`))).toBeVisible();
  const indicator = section.getByRole('alert');
  await expect(indicator).toContainText(`Cancellation scheduled for ${shown}`);
  await expect(indicator).toContainText('Marketing budget cut');

  await indicator.getByRole('button', { name: 'Cancel the cancellation' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel the cancellation?' })
    .getByRole('button', { name: 'Cancel the cancellation' })
    .click();
  await expect(page.getByText(/^The cancellation of .+ is withdrawn\.$/)).toBeVisible();
  await expect(indicator).toBeHidden();
  await expect(section.getByRole('button', { name: 'Cancel client' })).toBeVisible();
});
