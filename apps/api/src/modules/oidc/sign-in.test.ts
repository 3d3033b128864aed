import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-logins';
import { passwordResets, users } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  createTestBrowser,
  pkcePair,
  signInThroughPages,
  startSignIn,
} from './testing/oidc-browser';
import { hashResetToken } from './password-reset.service';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email);

describe('sign-in pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function interactionFor(ip: string) {
    const browser = createTestBrowser(t.app, ip);
    const page = await startSignIn(browser, t.config.oidcClientId, pkcePair().challenge);
    return { browser, page };
  }

  it('answers the same message for an unknown e-mail and a wrong password', async () => {
    const { browser, page } = await interactionFor('198.51.100.1');
    const unknown = await browser.post(page, { email: 'nobody@example.com', password: 'x' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toContain('Invalid email or password.');
    const wrong = await browser.post(page, { email: 'sales@example.com', password: 'wrong-Pass1' });
    expect(wrong.body).toContain('Invalid email or password.');
    expect(wrong.body).toContain('value="sales@example.com"');
  });

  it('locks the login for 15 minutes after 5 wrong passwords, even for the right one', async () => {
    const { browser, page } = await interactionFor('198.51.100.2');
    for (let i = 1; i <= 4; i += 1) {
      const res = await browser.post(page, {
        email: 'product@example.com',
        password: `Wrong-${i}x`,
      });
      expect(res.body).toContain('Invalid email or password.');
    }
    const fifth = await browser.post(page, { email: 'product@example.com', password: 'Wrong-5x' });
    expect(fifth.body).toContain('Your account is locked. Try again in 15 minutes.');
    const right = await browser.post(page, {
      email: 'product@example.com',
      password: DEMO_PASSWORD,
    });
    expect(right.statusCode).toBe(401);
    expect(right.body).toMatch(/Your account is locked. Try again in 1[45] minutes./);

    // Once the lock has run out the right password works and clears the count.
    await t.app.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(byEmail('product@example.com'));
    const tokens = await signInThroughPages(t.app, {
      clientId: t.config.oidcClientId,
      email: 'product@example.com',
      password: DEMO_PASSWORD,
      ip: '198.51.100.2',
    });
    expect(tokens.access_token).toBeTruthy();
    const [row] = await t.app.database.db
      .select()
      .from(users)
      .where(byEmail('product@example.com'));
    expect(row?.failedAttempts).toBe(0);
    expect(row?.lockedUntil).toBeNull();
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('refuses a disabled login', async () => {
    await t.app.database.db
      .update(users)
      .set({ accountEnabled: false })
      .where(byEmail('salesmgr@example.com'));
    const { browser, page } = await interactionFor('198.51.100.3');
    const res = await browser.post(page, {
      email: 'salesmgr@example.com',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Your account is disabled.');
  });

  it('resets a password through an e-mailed link, storing only its hash', async () => {
    const browser = createTestBrowser(t.app, '198.51.100.4');
    const form = await browser.get('/oidc/forgot');
    expect(form.body).toMatch(/<label for="email">Email<\/label>/);
    const asked = await browser.post('/oidc/forgot', { email: 'Agent@Example.com' });
    const unknown = await browser.post('/oidc/forgot', { email: 'nobody@example.com' });
    expect(asked.statusCode).toBe(200);
    expect(unknown.body).toBe(asked.body);

    const mails = await t.app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'agent@example.com'), like(mailOutbox.text, '%/oidc/reset/%')));
    expect(mails).toHaveLength(1);
    const link = /http:\/\/localhost:3000(\/oidc\/reset\/[\w-]+)/.exec(mails[0]!.text)?.[1];
    expect(link).toBeTruthy();
    const token = link!.split('/').pop()!;
    const stored = await t.app.database.db.select().from(passwordResets);
    expect(stored.map((r) => r.tokenHash)).toEqual([hashResetToken(token)]);
    expect(JSON.stringify(stored)).not.toContain(token);
    const expiresIn = stored[0]!.expiresAt.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);

    expect((await browser.get(link!)).body).toContain('Choose a new password');
    const weak = await browser.post(link!, { password: 'short', confirmPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('at least 8 characters');
    const done = await browser.post(link!, {
      password: 'New-Pass-2027',
      confirmPassword: 'New-Pass-2027',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been changed.');
    const reused = await browser.post(link!, {
      password: 'Other-Pass-2028',
      confirmPassword: 'Other-Pass-2028',
    });
    expect(reused.body).toContain('This link is invalid or has expired.');

    const tokens = await signInThroughPages(t.app, {
      clientId: t.config.oidcClientId,
      email: 'agent@example.com',
      password: 'New-Pass-2027',
      ip: '198.51.100.4',
    });
    expect(tokens.access_token).toBeTruthy();
    const { page, browser: other } = await interactionFor('198.51.100.5');
    const old = await other.post(page, { email: 'agent@example.com', password: DEMO_PASSWORD });
    expect(old.body).toContain('Invalid email or password.');
  });

  it('rate-limits the POSTs of the sign-in pages per IP', async () => {
    const browser = createTestBrowser(t.app, '198.51.100.6');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (await browser.post('/oidc/forgot', { email: 'nobody@example.com' })).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = createTestBrowser(t.app, '198.51.100.7');
    expect((await other.post('/oidc/forgot', { email: 'nobody@example.com' })).statusCode).toBe(
      200,
    );
  });
});
