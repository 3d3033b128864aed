import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

/** Each section heading ends above the floating label of its first field. */
async function expectHeadingsClearOfFields(page: Page) {
  for (const section of ['Staff', 'Contact', 'Address', 'Account']) {
    const group = page.getByRole('group', { name: section });
    const heading = await group.getByRole('heading', { name: section }).boundingBox();
    const label = await group.locator('.MuiInputLabel-root').first().boundingBox();
    expect(heading && label && heading.y + heading.height, section).toBeLessThanOrEqual(
      label?.y ?? 0,
    );
  }
}

for (const width of [1280, 360]) {
  test(`account headings clear their fields at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'cs@example.com', '/client/1/account');
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Avery');
    await expectHeadingsClearOfFields(page);
  });
}
