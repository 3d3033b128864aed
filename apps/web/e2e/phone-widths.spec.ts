import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
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
    // A territory of a county and a zip: the map's summary table is drawn for both.
    '/leads/channeledit/1/6',
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

/**
 * The page's width once the viewport is `size` and the layout has followed: two frames, or a
 * quarter second should the page draw no frame (a headless page may not).
 */
async function widthAt(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const width = () => resolve(document.documentElement.scrollWidth);
        requestAnimationFrame(() => requestAnimationFrame(width));
        setTimeout(width, 250);
      }),
  );
}

/**
 * Every route of every demo login fits a 360 px phone, and the narrowest width of each wider
 * layout, without sideways scrolling: each route opened once on the phone, then widened.
 */
function everyScreenFits() {
  for (const [email, paths] of Object.entries(JOURNEYS)) {
    test(`every screen of ${email} fits without sideways scrolling`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, email);
      for (const path of paths) {
        await page.setViewportSize(PHONE);
        expect
          .soft(await pageWidth(page, path), `${path} at ${PHONE.width} px`)
          .toBeLessThanOrEqual(PHONE.width);
        for (const size of WIDER) {
          const label = `${path} at ${size.width} px`;
          expect.soft(await widthAt(page, size), label).toBeLessThanOrEqual(size.width);
        }
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

test.describe(`at ${[PHONE, ...WIDER].map((size) => size.width).join(', ')} px`, () => {
  test.use({ viewport: PHONE });

  everyScreenFits();
});

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE });

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

/** Picks `option` in the select named `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** The shared scroll cue around `table` (components/scroll-cue.tsx), and its two shades. */
function scrollCueOf(page: Page, table: Locator) {
  const frame = page.locator('[data-scroll-cue]').filter({ has: table });
  return {
    frame,
    start: frame.locator('[data-scroll-cue-edge="start"]'),
    end: frame.locator('[data-scroll-cue-edge="end"]'),
  };
}

/**
 * A table wider than the phone shows the cue on its right edge only; scrolled by the wheel, the
 * left edge gets one too, and at the end the right one goes.
 */
async function expectScrollCue(page: Page, table: Locator) {
  const cue = scrollCueOf(page, table);
  await expect(cue.frame).toHaveAttribute('data-scroll-cue', 'overflows');
  await cue.frame.evaluate((frame) => frame.scrollIntoView({ block: 'center' }));
  await expect(cue.end).toBeVisible();
  await expect(cue.start).toBeHidden();
  const box = (await cue.frame.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  // The table's middle, or the screen's where the table is taller than the screen.
  const y = Math.min(Math.max(box.y + box.height / 2, 100), PHONE.height - 100);
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.wheel(120, 0);
  await expect(cue.start).toBeVisible();
  await expect(cue.end).toBeVisible();
  await page.mouse.wheel(5000, 0);
  await expect(cue.end).toBeHidden();
  await expect(cue.start).toBeVisible();
}

/** The whole of `tab` shows: inside its bar's strip and the screen, clear of the bar's arrows. */
const whollyShown = (tab: Locator) =>
  tab.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const strip = element.closest('.MuiTabs-scroller')!.getBoundingClientRect();
    const arrows = Array.from(
      element.closest('.MuiTabs-root')!.querySelectorAll('.MuiTabs-scrollButtons'),
    )
      .filter((arrow) => !arrow.classList.contains('Mui-disabled'))
      .map((arrow) => arrow.getBoundingClientRect());
    const clear = arrows.every((a) => box.right <= a.left + 1 || box.left >= a.right - 1);
    return (
      clear && box.left >= strip.left - 1 && box.right <= strip.right + 1 && box.right <= innerWidth
    );
  });

/**
 * Brings the tab named `name` of the tab bar `tabs` wholly on screen with the bar's forward
 * arrow, as a phone's user would, and chooses it.
 */
async function reachTab(tabs: Locator, name: string) {
  const tab = tabs.getByRole('tab', { name, exact: true });
  await expect(tab).toBeAttached();
  if (!(await whollyShown(tab))) {
    const forward = tabs
      .locator('xpath=ancestor::*[contains(@class, "MuiTabs-root")][1]')
      .locator('.MuiTabs-scrollButtons')
      .last();
    await expect(forward, `the forward arrow of the tab bar, for ${name}`).toBeVisible();
    // Each press scrolls the strip by its width, in an animation.
    await expect(async () => {
      if (!(await whollyShown(tab))) await forward.click({ timeout: 2000 });
      expect(await whollyShown(tab)).toBe(true);
    }).toPass({ intervals: [500], timeout: 10_000 });
  }
  // Within a pixel: a strip scrolled to its end may leave a fraction of one under its arrow.
  await expect(tab).toBeInViewport({ ratio: 0.95 });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test.describe('at 360 px, past the edge', () => {
  test.use({ viewport: PHONE });

  test('a channel editor whose territory has states, counties and zips fits the phone', async ({
    page,
  }) => {
    await signIn(page, 'cs@example.com', '/leads/channeledit/1/6');
    const territory = page.getByRole('region', { name: 'Territory' });
    const list = territory.getByRole('list', { name: 'Territory' });
    // The demo's channel 6 covers a county and a zip of another county.
    await expect(list).toContainText('County ·');
    await expect(list).toContainText('Zip code ·');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await choose(page, 'Add territory by', 'State');
    await choose(page, 'State', 'Oklahoma');
    await territory.getByRole('button', { name: 'Add state' }).click();
    await choose(page, 'Add territory by', 'Radius around a zip');
    await territory.getByRole('textbox', { name: 'Centre zip code' }).fill('78701');
    await choose(page, 'Radius', '10 miles');
    await territory.getByRole('button', { name: 'Add radius' }).click();
    await expect(list).toContainText('State ·');
    await expect(list).toContainText('in a 10-mile radius');
    await expect(territory.getByRole('img', { name: /^OK: / })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });

  test('the call log shows the scroll cue, and keyboard users scroll it by its name', async ({
    page,
  }) => {
    await signIn(page, 'cs@example.com', '/client/1/leads');
    const table = page.getByRole('table', { name: 'Calls' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const cue = scrollCueOf(page, table);
    const region = page.getByRole('region', { name: 'Calls', exact: true });
    await expect(region).toHaveAttribute('tabindex', '0');
    // The arrow keys scroll the focused region (again until they have: under load the table
    // may still be laying out its rows when the first key comes).
    await expect(async () => {
      await region.focus();
      await page.keyboard.press('ArrowRight');
      expect(await region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    }).toPass({ intervals: [250], timeout: 10_000 });
    await expect(cue.start).toBeVisible();
    // The keys scroll smoothly: once the scrolling has settled, back to the start at once.
    await expect
      .poll(async () => {
        const before = await region.evaluate((box) => box.scrollLeft);
        await page.waitForTimeout(200);
        return (await region.evaluate((box) => box.scrollLeft)) === before;
      })
      .toBe(true);
    await region.evaluate((box) => box.scrollTo({ left: 0, behavior: 'instant' }));
    await expect(cue.start).toBeHidden();
    await expectScrollCue(page, table);
  });

  test('product admin’s packages show the scroll cue and scroll', async ({ page }) => {
    await signIn(page, 'product@example.com', '/product-admin');
    const table = page.getByRole('table', { name: 'Packages' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Packages', exact: true })).toHaveAttribute(
      'tabindex',
      '0',
    );
    await expectScrollCue(page, table);
  });

  test('the credit dialer’s grid shows the scroll cue and scrolls; its Dialer tab is in reach', async ({
    page,
  }) => {
    await signIn(page, 'cs@example.com', '/creditDialer');
    const grid = page.getByRole('grid', { name: 'Credit requests' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    await expectScrollCue(page, grid);

    await page.evaluate(() => window.scrollTo(0, 0));
    await reachTab(page.getByRole('tablist', { name: 'Credit views' }), 'Dialer');
    await expect(page).toHaveURL(/tab=dialer/);
    await expect(page.getByRole('search', { name: 'Dialer filters' })).toBeVisible();
  });

  test('every tab bar keeps its last tab in reach', async ({ page }) => {
    await signIn(page, 'cs@example.com', '/client/1/leads/channels');
    await reachTab(page.getByRole('tablist', { name: 'Lead channel views' }), 'Client Rules');
    await expect(page).toHaveURL(/tab=rules/);
    await page.goto('/client/1/leads/channels');
    await reachTab(page.getByRole('tablist', { name: 'Product' }), 'Call');
    await page.goto('/client/1/leads');
    await reachTab(page.getByRole('tablist', { name: 'Leads' }), 'Metrics');
    await page.goto('/creditDialer');
    await reachTab(page.getByRole('tablist', { name: 'Credit views' }), 'Top reasons');
  });

  test('product admin’s sections are all in reach', async ({ page }) => {
    await signIn(page, 'product@example.com', '/product-admin');
    await reachTab(page.getByRole('tablist', { name: 'Product admin sections' }), 'Promos');
    await expect(page.getByRole('tabpanel', { name: 'Promos' })).toBeVisible();
  });
});
