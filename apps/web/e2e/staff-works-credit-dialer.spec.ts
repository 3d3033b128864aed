import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('client services filters the dialer, calls their own phone, hangs up and approves the credit', async ({
  page,
}) => {
  await signIn(page, 'cs@example.com', '/creditDialer?tab=dialer');
  await expect(page.getByRole('tab', { name: 'Dialer' })).toHaveAttribute('aria-selected', 'true');
  const filters = page.getByRole('search', { name: 'Dialer filters' });

  // A range whose low end passes its high end is refused on the field.
  await filters.getByRole('textbox', { name: 'Low cost $' }).fill('50');
  await filters.getByRole('textbox', { name: 'High cost $' }).fill('1');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(filters.getByText('The low end must not be above the high end')).toBeVisible();

  await filters.getByRole('textbox', { name: 'Low cost $' }).fill('0');
  await filters.getByRole('textbox', { name: 'High cost $' }).fill('1000');
  await filters.getByRole('combobox', { name: 'Lead type' }).click();
  await page.getByRole('option', { name: 'Web', exact: true }).click();
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const count = page.getByText(/^\d+ pending credits? match(es)?$/);
  await expect(count).toBeVisible();
  const before = Number((await count.innerText()).split(' ')[0]);
  expect(before).toBeGreaterThan(0);

  const lead = page.getByRole('region', { name: 'Oldest matching request' });
  await expect(lead.getByRole('link', { name: /^Web lead \d+$/ })).toBeVisible();
  await expect(lead.getByText('Consumer phone')).toBeVisible();

  await lead.getByRole('textbox', { name: 'Your phone' }).fill('(512) 555-0142');
  await lead.getByRole('button', { name: 'Call me' }).click();
  await expect(lead.getByText('Call status: ringing')).toBeVisible();
  // The embedded phone network answers the staff member's own phone within seconds.
  await expect(lead.getByText('Call status: in-progress')).toBeVisible({ timeout: 20_000 });
  await lead.getByRole('button', { name: 'Hang up' }).click();
  await expect(lead.getByText('Call status: completed')).toBeVisible();

  await lead.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve 1 credit?' });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Credit approved.')).toBeVisible();
  await expect(
    page.getByText(
      before - 1 === 1 ? '1 pending credit matches' : `${before - 1} pending credits match`,
    ),
  ).toBeVisible();

  // The phone is kept on this device for the next call.
  expect(await page.evaluate(() => localStorage.getItem('client-admin.credit-dialer.phone'))).toBe(
    '(512) 555-0142',
  );
});
