import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select).not.toHaveAttribute('aria-disabled', 'true');
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('an agent adds a county and a 10-mile radius, sees them mapped and estimated, and is warned about a zip of a selected state', async ({
  page,
}) => {
  await signIn(page, 'agent@example.com', '/client/1/leads/channels');
  await page.getByRole('link', { name: 'Add Web Channel' }).click();
  await expect(page.getByRole('heading', { name: 'Add Web Channel' })).toBeVisible();
  await choose(page, 'Quote type', 'Auto');

  const territory = page.getByRole('region', { name: 'Territory' });
  await choose(page, 'Add territory by', 'County');
  await choose(page, 'State', 'Texas');
  await territory.getByRole('combobox', { name: 'County' }).fill('Williamson');
  await territory.getByRole('button', { name: 'Add county' }).click();

  await choose(page, 'Add territory by', 'Radius around a zip');
  await territory.getByRole('textbox', { name: 'Centre zip code' }).fill('78701');
  await choose(page, 'Radius', '10 miles');
  await territory.getByRole('button', { name: 'Add radius' }).click();

  const list = territory.getByRole('list', { name: 'Territory' });
  await expect(list).toContainText('WILLIAMSON, TX');
  await expect(list).toContainText('78701');
  await expect(
    territory.getByRole('list', { name: /^County regions of the 10-mile radius/ }),
  ).toBeVisible();
  await expect(territory.getByText(/^Estimated total: [\d,]+ leads a month$/)).toBeVisible();
  await expect(list).toContainText(/County · [\d,]+ leads a month/);

  const map = territory.getByRole('group', { name: 'Territory map' });
  await expect(
    map.getByRole('img', { name: /^WILLIAMSON, TX: [\d,]+ leads a month$/ }),
  ).toBeVisible();
  await expect(map.getByRole('img', { name: '10-mile radius of 78701' })).toBeVisible();
  await map.getByRole('img', { name: '10-mile radius of 78701' }).focus();
  await expect(territory.locator('figcaption')).toHaveText('10-mile radius of 78701');

  await choose(page, 'Add territory by', 'State');
  await choose(page, 'State', 'Oklahoma');
  await territory.getByRole('button', { name: 'Add state' }).click();
  await choose(page, 'Add territory by', 'Zip code');
  await territory.getByRole('textbox', { name: 'Zip code' }).fill('73102');
  await territory.getByRole('button', { name: 'Add zip' }).click();
  await expect(territory.getByRole('alert')).toContainText(
    'Added zip is already included in a selected state',
  );
  await expect(list).not.toContainText('73102');
});
