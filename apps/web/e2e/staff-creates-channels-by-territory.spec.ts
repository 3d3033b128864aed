import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

async function choose(page: Page, label: string, option: string | RegExp) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select).not.toHaveAttribute('aria-disabled', 'true');
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

test('staff look up the territory around a zip and create two channels from it', async ({
  page,
}) => {
  await signIn(page, 'cs@example.com', '/client/1/leads/channels');
  await page.getByRole('link', { name: 'Add Channel by Territory' }).click();
  await expect(page).toHaveURL(/\/leads\/create-channel-lut\/1$/);
  await expect(page.getByRole('heading', { name: 'Add Lead Channel by Territory' })).toBeVisible();

  await choose(page, 'Quote type', 'Auto');
  await page.getByRole('textbox', { name: 'Zip code' }).first().fill('78701');
  await page.getByRole('button', { name: 'Find package regions' }).click();

  const territory = page.getByRole('region', { name: 'Territory' });
  const list = territory.getByRole('list', { name: 'Territory' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(territory.getByText(/^Estimated total: [\d,]+ leads a month$/)).toBeVisible();

  const name = `Lookup ${Date.now() % 100000}`;
  await territory.getByRole('textbox', { name: 'Channel name' }).fill(`${name} near`);
  await territory.getByRole('button', { name: 'Add to channels' }).click();

  // The second channel: the same region less its farthest county.
  await list
    .getByRole('button', { name: /^Remove / })
    .last()
    .click();
  await territory.getByRole('textbox', { name: 'Channel name' }).fill(`${name} core`);
  await territory.getByRole('button', { name: 'Add to channels' }).click();

  const drafts = page.getByRole('list', { name: 'Channels to create' });
  await expect(drafts.getByRole('listitem')).toHaveCount(2);
  await expect(drafts).toContainText(`${name} near`);
  await expect(page.getByText(/^Estimated total: [\d,]+ leads a month$/).last()).toBeVisible();

  await page.getByRole('textbox', { name: 'Upsell promo' }).fill('LOOKUP');
  await page.getByRole('button', { name: 'Create channels' }).click();
  await expect(page).toHaveURL(/\/client\/1\/leads\/channels$/);
  await expect(page.getByText('2 channels created.')).toBeVisible();
});
