import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SERVICE_WORKER_UPDATE_MS } from '@client-admin/domain/constants';
import { signIn } from './sign-in';

/** The built service worker the e2e server hands out (apps/web/dist, served with no-cache). */
const SW_FILE = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

// The other journeys block service workers (each new context would precache the whole build).
test.use({ serviceWorkers: 'allow' });

/**
 * A new deployment, simulated honestly: once the page runs under the first service worker, the
 * server's sw.js changes on disk (as a new build's would), and an update check finds it. No
 * test-only code is built into the app.
 */
test('a new deployment shows the new-version toast with Refresh', async ({ page }) => {
  test.setTimeout(150_000);
  const original = readFileSync(SW_FILE, 'utf8');
  try {
    await signIn(page, 'agent@example.com');
    // The first worker installs (precaching the whole build: seconds on a busy machine) and
    // activates; from the next load on it controls the page (a waiting update needs a controlled
    // page, as for a user coming back).
    await page.waitForFunction(
      async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return (
          registration?.active?.state === 'activated' &&
          !registration.installing &&
          !registration.waiting
        );
      },
      undefined,
      { timeout: 60_000 },
    );
    // A navigation to another page (a reload through the protocol skips the worker).
    await expect
      .poll(
        async () => {
          await page.goto('/support');
          return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
        },
        { timeout: 30_000 },
      )
      .toMatch(/\/sw\.js$/);
    await page.waitForLoadState('load');
    await expect(page.getByText('A new version of Client Admin is available')).toBeHidden();

    appendFileSync(SW_FILE, `\n// deployment ${Date.now()}\n`);
    // What the app's hourly timer (SERVICE_WORKER_UPDATE_MS) does. Playwright's fake clock would
    // reach the real timer, but with it installed Chromium stops routing the page through the
    // service worker, so the test asks the registration directly.
    expect(SERVICE_WORKER_UPDATE_MS).toBe(3_600_000);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const toast = page.getByText('A new version of Client Admin is available');
    await expect(toast).toBeVisible({ timeout: 30_000 });
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await expect(refresh).toBeVisible();

    // Refresh activates the waiting worker and reloads into the new version.
    await Promise.all([page.waitForEvent('load'), refresh.click()]);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(toast).toBeHidden();
  } finally {
    writeFileSync(SW_FILE, original);
  }
});
