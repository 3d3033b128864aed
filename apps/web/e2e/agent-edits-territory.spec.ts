import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select).not.toHaveAttribute('aria-disabled', 'true');
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Types into the county picker and picks the listed county the text names. */
async function pickCounty(page: Page, typed: string, option: string) {
  const territory = page.getByRole('region', { name: 'Territory' });
  await territory.getByRole('combobox', { name: 'County' }).fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(territory.getByRole('button', { name: 'Add county' })).toBeEnabled();
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
  await pickCounty(page, 'Williamson', 'Williamson, TX');
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

test('the county picker lists a chosen state’s counties, takes only a listed one, and a refused save names its row (issue 36)', async ({
  page,
}) => {
  await signIn(page, 'agent@example.com', '/client/1/leads/channels');
  await page.getByRole('link', { name: 'Add Web Channel' }).click();
  await expect(page.getByRole('heading', { name: 'Add Web Channel' })).toBeVisible();
  await choose(page, 'Quote type', 'Auto');

  const territory = page.getByRole('region', { name: 'Territory' });
  await choose(page, 'Add territory by', 'County');
  // Choosing the state asks for its counties at once, with no zip given.
  const texasCounties = page.waitForResponse(
    (response) =>
      /\/api\/territory\/counties\/TX$/i.test(new URL(response.url()).pathname) && response.ok(),
  );
  await choose(page, 'State', 'Texas');
  await texasCounties;
  const county = territory.getByRole('combobox', { name: 'County' });
  await county.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(254);
  await expect(
    page.getByRole('listbox').getByRole('option', { name: 'Travis, TX', exact: true }),
  ).toBeVisible();

  // A county not listed is not taken.
  await county.fill('TRAVS');
  await expect(page.getByText('No listed county matches')).toBeVisible();
  await county.press('Tab');
  await expect(county).toHaveValue('');
  await expect(territory.getByRole('button', { name: 'Add county' })).toBeDisabled();

  for (const [typed, option] of [
    ['Travis', 'Travis, TX'],
    ['Williamson', 'Williamson, TX'],
    ['Hays', 'Hays, TX'],
  ] as const) {
    await pickCounty(page, typed, option);
    await territory.getByRole('button', { name: 'Add county' }).click();
  }
  const list = territory.getByRole('list', { name: 'Territory' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).toContainText(/County · [\d,]+ leads a month/);
  await expect(list).not.toContainText('No estimate');

  // A save refused for the third geo (as a channel saved elsewhere with a bad county would be):
  // the row says why, and the seeds' message comes with the field's own.
  const refusal = 'Unknown county TRAVS in TX';
  await page.route(/\/api\/leadtype\/add\//i, (route) =>
    route.fulfill({
      status: 400,
      json: {
        statusCode: 400,
        error: 'Bad Request',
        message: refusal,
        errors: { 'geoMaps.2': refusal },
      },
    }),
  );
  await page.getByRole('button', { name: 'Create channel' }).click();
  await expect(list.getByRole('listitem').nth(2)).toContainText(refusal);
  await expect(list.getByRole('listitem').nth(0)).not.toContainText(refusal);
  const toast = page
    .getByRole('alert')
    .filter({ hasText: 'Failed to create/update web channel or campaign' });
  await expect(toast).toContainText(refusal);

  // Taken out, the row's message goes; the real API takes the listed counties.
  await page.unroute(/\/api\/leadtype\/add\//i);
  await territory.getByRole('button', { name: 'Remove HAYS, TX' }).click();
  await expect(list).not.toContainText(refusal);
  await page.getByRole('textbox', { name: 'E-mail delivery' }).fill('agent-leads@example.com');
  await page.getByRole('button', { name: 'Create channel' }).click();
  await expect(page).toHaveURL(/\/leads\/channeledit\/1\/\d+$/);
  await expect(page.getByText('Channel created.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Territory', exact: true })).toContainText(
    'TRAVIS, TX',
  );
});
