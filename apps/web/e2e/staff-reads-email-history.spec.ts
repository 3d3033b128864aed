import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test("staff open a client's e-mail history, a message's timeline, and remove a spam report", async ({
  page,
}) => {
  await signIn(page, 'cs@example.com', '/client/1/account');
  await page.getByRole('tab', { name: 'E-mail history' }).click();
  await expect(page).toHaveURL(/\/client\/1\/account\?tab=email$/);

  // The demo's test lead to an address that bounces, and the one held back the day after.
  const messages = page.getByRole('table', { name: 'E-mail messages' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('avery+bounce');
  const rows = messages.getByRole('row', { name: /avery\+bounce@example\.com/ });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Suppressed');
  await expect(rows.nth(1)).toContainText('Not delivered');

  await rows
    .nth(1)
    .getByRole('button', { name: /^Timeline of/ })
    .click();
  const timeline = page.getByRole('dialog', { name: /Timeline of Test lead/ });
  const events = timeline.getByRole('list', { name: 'Message events' });
  await expect(events.getByRole('listitem')).toHaveCount(2);
  await expect(events.getByRole('listitem').nth(0)).toContainText('Processed');
  await expect(events.getByRole('listitem').nth(1)).toContainText('Bounced');
  await expect(events.getByRole('listitem').nth(1)).toContainText('550 5.1.1');
  await expect(events).toContainText(' ET');
  await timeline.getByRole('button', { name: 'Close' }).click();
  await expect(timeline).toBeHidden();

  // The lists: the bounced address is there; the spam report goes after a confirmation.
  await expect(page.getByRole('table', { name: /^Bounced/ })).toContainText(
    'avery+bounce@example.com',
  );
  const spam = page.getByRole('table', { name: /^Spam reports/ });
  await expect(spam).toContainText('avery+spam@example.com');
  await spam
    .getByRole('button', { name: 'Remove the spam report of avery+spam@example.com' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Remove the spam report?' });
  await expect(confirm).toContainText(
    "avery+spam@example.com will get the portal's e-mails again.",
  );
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('1 address removed from the spam list')).toBeVisible();
  await expect(spam).not.toContainText('avery+spam@example.com');
  await expect(page.getByRole('heading', { name: 'Spam reports (0)' })).toBeVisible();
});
