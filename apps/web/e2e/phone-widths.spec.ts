import { expect, test, type Browser, type Page } from '@playwright/test';
import { BREAKPOINTS } from '@client-admin/domain/breakpoints';
import { signIn } from './sign-in';

const PHONE = { width: 360, height: 740 };

/**
 * The narrowest width of each wider layout (decision 0052): MUI's sm starts just above the seed's
 * xs class, its md just above the md class. A screen that fits there fits up to the next one.
 */
const WIDER = [
  { width: BREAKPOINTS.xs + 1, height: 800 },
  { width: BREAKPOINTS.md + 1, height: 800 },
];

/**
 * The routes each demo login opens; every one must fit a 360 px phone, and the narrowest width of
 * each wider layout, without sideways scrolling.
 */
const JOURNEYS: Record<string, string[]> = {
  'cs@example.com': [
    '/ad',
    '/client/1',
    '/client/1/account',
    '/client/1/leads/channels',
    '/leads/create-channel/1/web',
    '/leads/channeledit/1/1',
    '/staff-tools/1',
    '/creditDialer',
    '/creditDialer?tab=top',
    '/creditDialer?tab=dialer',
    '/notifications',
    '/signup',
    '/support',
    '/health',
  ],
  'agent@example.com': [
    '/client/1',
    '/client/1/account',
    '/client/1/leads/channels',
    '/leads/create-channel/1',
    '/leads/create-channel/1/call',
    '/leads/channeledit/1/1',
    // A call channel: its schedule, visual week and interval caps.
    '/leads/channeledit/1/2',
    '/client/1/leads/channels?tab=groups',
    '/client/1/pause',
    '/billing/1',
    '/support',
  ],
  'corporate@example.com': ['/leads/create-channel/3/callcampaign'],
  'sales@example.com': ['/signup'],
  'product@example.com': ['/product-admin', '/product-admin/flags', '/notifications'],
  'dev@example.com': ['/dev/mail', '/dev/errors'],
};

async function pageWidth(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Every route of every demo login fits `width` without sideways scrolling. */
function everyScreenFits(width: number) {
  for (const [email, paths] of Object.entries(JOURNEYS)) {
    test(`every screen of ${email} fits without sideways scrolling`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, email);
      for (const path of paths) {
        expect.soft(await pageWidth(page, path), path).toBeLessThanOrEqual(width);
      }
    });
  }
}

/** The path of the contract link the demo's sent signup mailed to `email` (a developer reads it). */
async function contractLinkMailedTo(browser: Browser, email: string): Promise<string> {
  const developer = await browser.newContext();
  const page = await developer.newPage();
  await signIn(page, 'dev@example.com', '/dev/mail');
  await page.goto('/dev/mail');
  await page.getByRole('searchbox', { name: 'To' }).fill(email);
  await page.getByRole('button').filter({ hasText: email }).first().click();
  const href = await page
    .getByRole('link', { name: /\/signup\/sign-contract\/[\w-]+$/ })
    .first()
    .getAttribute('href');
  await developer.close();
  return new URL(href!).pathname;
}

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE });

  everyScreenFits(PHONE.width);

  test('the signing page of a mailed contract fits without a login', async ({ page, browser }) => {
    const link = await contractLinkMailedTo(browser, 'nina.patel@example.com');
    expect(await pageWidth(page, link)).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByRole('button', { name: 'Sign Contract' })).toBeVisible();
  });

  test('the channel editor keeps the Remove button of its filters on screen', async ({ page }) => {
    await signIn(page, 'cs@example.com', '/leads/channeledit/1/1');
    const remove = page
      .getByRole('table', { name: 'Channel filters' })
      .getByRole('button', { name: /^Remove filter/ })
      .first();
    await remove.scrollIntoViewIfNeeded();
    const box = await remove.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  });

  test('the client search shows every client as a card with its e-mail', async ({ page }) => {
    await signIn(page, 'cs@example.com', '/ad');
    const cards = page.getByRole('list', { name: 'Clients' }).getByRole('listitem');
    await expect(cards).toHaveCount(10);
    const first = cards.first();
    await expect(first.getByText(/@example\.com$/)).toBeVisible();
    await first.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/client\/\d+$/);
  });
});

for (const viewport of WIDER) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    everyScreenFits(viewport.width);
  });
}
