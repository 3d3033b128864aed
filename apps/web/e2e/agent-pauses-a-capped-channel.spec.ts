import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const background = (chip: Locator) =>
  chip.evaluate((element) => getComputedStyle(element).backgroundColor);

function table(page: Page) {
  return page.getByRole('table', { name: 'Lead channels' });
}

function rowOf(page: Page, name: string) {
  return table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Actions for ${name}`, exact: true }) });
}

async function openAction(page: Page, name: string, action: string) {
  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/**
 * Issue 36, item 7: a channel capped for the day shows its own colour, not the ACTIVE green;
 * paused and unpaused it is still DAYCAPPED; and "Why am I not getting leads?" on it names the
 * pause first, until when in New York time, then the cap.
 */
test('an agent pauses a day-capped channel, is told why first, and unpauses it still capped', async ({
  page,
}) => {
  await signIn(page, 'agent@example.com', '/client/1/leads/channels');
  // The demo agent's third channel is capped for the day.
  const capped = table(page).getByRole('row').filter({ hasText: 'DAYCAPPED' }).first();
  const chip = capped.getByText('DAYCAPPED', { exact: true });
  await expect(chip).toBeVisible();
  const active = table(page).getByText('ACTIVE', { exact: true }).first();
  await expect(active).toBeVisible();
  expect(await background(chip)).not.toBe(await background(active));

  const actions = capped.getByRole('button', { name: /^Actions for / });
  const name = (await actions.getAttribute('aria-label'))!.replace(/^Actions for /, '');

  await openAction(page, name, 'Pause');
  const pause = page.getByRole('dialog', { name: `Pause ${name}` });
  await pause.getByRole('radio', { name: '1 hour' }).click();
  await pause.getByRole('button', { name: 'Pause channel' }).click();
  await expect(pause).toBeHidden();
  await expect(rowOf(page, name)).toContainText(/Paused until .+ ET/);

  await openAction(page, name, 'Why am I not getting leads?');
  const why = page.getByRole('dialog', { name: /^Why am I not getting leads\?/ });
  const now = why.getByRole('status', { name: 'Not receiving leads now' });
  const reasons = now.getByRole('listitem');
  await expect(reasons.first()).toHaveText(
    /^The channel is paused until \d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M ET\.$/,
  );
  await expect(reasons.nth(1)).toHaveText(/today's cap/);
  await why.getByRole('button', { name: 'Close' }).click();
  await expect(why).toBeHidden();

  await openAction(page, name, 'Unpause');
  await expect(rowOf(page, name).getByText('DAYCAPPED', { exact: true })).toBeVisible();
  await expect(rowOf(page, name)).not.toContainText(/Paused/);
});
