import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('product staff land on product admin', async ({ page }) => {
  await signIn(page, 'product@example.com');
  await expect(page).toHaveURL(/\/product-admin$/);
  await expect(page.getByText('No client is linked to your login', { exact: false })).toHaveCount(
    0,
  );
});

test('sales staff land on signup', async ({ page }) => {
  await signIn(page, 'sales@example.com');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Signup IO' })).toBeVisible();
});
