import { expect, test, type Page } from '@playwright/test';
import type { Call } from '@client-admin/contracts/call-table';
import { notificationCalls } from '@client-admin/contracts/notifications.calls';
import { signIn } from './sign-in';

/** The next answer to a call of the call table without path parameters. */
const answerTo = (page: Page, call: Pick<Call, 'method' | 'path'>) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === call.path && response.request().method() === call.method,
  );

interface NewNotification {
  type: 'Banner' | 'Tray';
  headline: string;
  content: string;
}

/** Fills the New notification dialog on /notifications for agents, from now for a week. */
async function createForAgents(page: Page, { type, headline, content }: NewNotification) {
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'New notification' });
  await dialog.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await dialog.getByLabel('Headline').fill(headline);
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await editor.pressSequentially(content);
  await dialog.getByRole('combobox', { name: /^Visibility/ }).click();
  await page.getByRole('option', { name: 'Agent', exact: true }).click();
  const saved = answerTo(page, notificationCalls.createNotification);
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(201);
  // The toast of a save made a moment earlier may still be up: the newest is this save's.
  await expect(page.getByText('Notification saved').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: headline, exact: true })).toBeVisible();
}

async function deleteNotification(page: Page, headline: string) {
  await page.getByRole('button', { name: `Delete ${headline}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete notification?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('cell', { name: headline, exact: true })).toBeHidden();
}

/**
 * Deletes, through the screen, the notifications a journey created, then checks a fresh list no
 * longer has them: the empty-tray journey after this one needs the demo database as it was.
 */
async function deleteCreated(page: Page, headlines: readonly string[]) {
  if (headlines.length === 0) return;
  await page.goto('/notifications');
  for (const headline of headlines) {
    await expect(page.getByRole('cell', { name: headline, exact: true })).toBeVisible();
    await deleteNotification(page, headline);
  }
  const answered = answerTo(page, notificationCalls.listAdminNotifications);
  await page.reload();
  expect((await answered).ok()).toBe(true);
  await expect(
    page.getByRole('table', { name: 'Notifications' }).or(page.getByText('No notifications yet.')),
  ).toBeVisible();
  for (const headline of headlines) {
    await expect(page.getByRole('cell', { name: headline, exact: true })).toHaveCount(0);
  }
}

test('client services publishes a banner and a tray notification that an agent sees', async ({
  browser,
}) => {
  const stamp = Date.now();
  const banner = `Banner for agents ${stamp}`;
  const tray = `Tray for agents ${stamp}`;

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  const created: string[] = [];
  try {
    await signIn(staffPage, 'cs@example.com');
    await staffPage.getByRole('button', { name: 'Staff Utilities' }).click();
    await staffPage.getByRole('menuitem', { name: 'Notifications' }).click();
    await expect(staffPage).toHaveURL(/\/notifications$/);
    await expect(staffPage.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await createForAgents(staffPage, { type: 'Banner', headline: banner, content: 'Read me' });
    created.push(banner);
    await createForAgents(staffPage, { type: 'Tray', headline: tray, content: 'In the tray' });
    created.push(tray);

    const agent = await browser.newContext();
    const agentPage = await agent.newPage();
    await signIn(agentPage, 'agent@example.com');
    const alert = agentPage.getByRole('alert').filter({ hasText: banner });
    await expect(alert).toBeVisible();
    await expect(alert.locator('strong', { hasText: 'Read me' })).toBeVisible();

    // The tray notification counts in the bell and is listed under it.
    const bell = agentPage.getByRole('button', { name: 'Notifications' });
    await expect(bell).toContainText(/[1-9]/);
    await bell.click();
    await expect(agentPage.getByRole('menuitem', { name: tray })).toBeVisible();
    await agentPage.keyboard.press('Escape');

    await alert.getByRole('button', { name: 'Close notification' }).click();
    await expect(alert).toBeHidden();

    // Reloaded: the list arrives again, the dismissal is remembered on this device.
    const answered = answerTo(agentPage, notificationCalls.listClientNotifications);
    await agentPage.reload();
    expect((await answered).ok()).toBe(true);
    await expect(bell).toContainText(/[1-9]/);
    await expect(agentPage.getByText(banner)).toHaveCount(0);
    await agent.close();
  } finally {
    // Leave the shared demo database as it was for the other journeys, even after a failed step.
    await deleteCreated(staffPage, created);
    await staff.close();
  }
});
