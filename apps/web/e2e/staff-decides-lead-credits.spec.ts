import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

/** The number after "of" in the grid's footer: "1–5 of 5". */
async function totalOf(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+–\d+ of \d+$/).innerText();
  return Number(text.split(' of ')[1]);
}

test('client services denies an opened credit with a reason, approves another, and the list reloads', async ({
  page,
}) => {
  await signIn(page, 'cs@example.com', '/creditDialer');
  await expect(page.getByRole('heading', { name: 'Credit Dialer', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending credits' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const grid = page.getByRole('grid', { name: 'Credit requests' });
  // The demo seed left pending requests of the last month (demo-credits.ts).
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
  const before = await totalOf(page);
  expect(before).toBeGreaterThanOrEqual(2);

  // Open the newest request: its detail names the lead and the consumer.
  await grid
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /open credit request/ })
    .click();
  const detail = page.getByRole('dialog', { name: /^Credit request \d+$/ });
  await expect(detail.getByRole('link', { name: /^(Web|Call) lead \d+$/ })).toBeVisible();
  await expect(detail.getByText('Client credit rate')).toBeVisible();

  await detail.getByRole('button', { name: 'Deny' }).click();
  const deny = page.getByRole('dialog', { name: 'Deny credit' });
  await deny.getByRole('button', { name: 'Deny' }).click();
  await expect(deny.getByText('A denial needs a reason')).toBeVisible();
  await deny.getByRole('combobox', { name: /Denial reason/ }).click();
  await page.getByRole('option', { name: 'The lead is valid' }).click();
  await deny.getByRole('textbox', { name: /Description/ }).fill('E2E: the consumer asked for it');
  await deny.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByText('Credit denied.')).toBeVisible();
  await expect(deny).toBeHidden();
  await expect(detail).toBeHidden();
  await expect(page.getByText(new RegExp(`^1–\\d+ of ${before - 1}$`))).toBeVisible();

  // Pick the next one in the list and approve it after the confirmation.
  await grid.getByRole('row').nth(1).getByRole('checkbox', { name: 'Select row' }).check();
  await expect(page.getByText(/^1 selected, \$[\d,]+\.\d{2}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve 1 credit?' });
  await expect(confirm).toContainText(/1 credit: \$[\d,]+\.\d{2} goes back/);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Credit approved.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(new RegExp(`^(1–\\d+ of ${before - 2}|0–0 of 0)$`))).toBeVisible();

  // The decided ones are listed under their status.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Denied' }).click();
  await expect(grid.getByText('Denied').first()).toBeVisible();
});
