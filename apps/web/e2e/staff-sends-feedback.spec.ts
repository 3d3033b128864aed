import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('client services send feedback from the floating button and read it on Staff Only Utilities', async ({
  page,
}) => {
  const message = `The search is quick ${Date.now()}`;
  await signIn(page, 'cs@example.com', '/ad');

  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Feedback is required')).toBeVisible();

  await dialog.getByLabel(/^Feedback/).fill(message);
  // The fourth star: the label drawn over its visually hidden radio.
  const fourStars = await dialog.getByRole('radio', { name: '4 Stars' }).getAttribute('id');
  await dialog.locator(`label[for="${fourStars}"]`).click();
  await expect(dialog.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you for your feedback')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto('/staff-tools');
  const row = page.getByRole('row').filter({ hasText: message });
  await expect(row).toBeVisible();
  await expect(row).toContainText('cs@example.com');
  await expect(row).toContainText('/ad');
});
