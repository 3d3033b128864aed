import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { createTestBrowser, pkcePair, startSignIn } from './testing/oidc-browser';

const NUL = '\u0000';
const HTML = /^text\/html/;

describe('sign-in pages with refused values', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a bad interaction id with the expired page', async () => {
    const browser = createTestBrowser(t.app, '192.0.2.50');
    for (const url of ['/oidc/interaction/a%20b', '/oidc/interaction/a$b/signup']) {
      const res = await browser.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(HTML);
      expect(res.body).toContain('Your sign-in session has expired.');
    }
  });

  it('shows the sign-in and sign-up pages with their messages', async () => {
    const browser = createTestBrowser(t.app, '192.0.2.51');
    const signIn = await startSignIn(browser, t.config.oidcClientId, pkcePair().challenge);
    const refused = await browser.post(signIn, { email: `agent${NUL}@example.com`, password: 'x' });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain('Invalid email or password.');

    const signUp = await startSignIn(browser, t.config.oidcClientId, pkcePair().challenge, {
      policy: 'signup',
    });
    const bad = await browser.post(`${signUp}/signup`, {
      email: 'nul.name@example.com',
      firstName: `Ni${NUL}a`,
      lastName: 'Newcomer',
      state: 'TX',
      password: 'Agent-Pass-1',
      confirmPassword: 'Agent-Pass-1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(HTML);
    expect(bad.body).toContain('Must not contain a NUL character');
    expect(bad.body).toContain('<option value="TX" selected>Texas</option>');
  });

  it('answers the password pages in HTML', async () => {
    const browser = createTestBrowser(t.app, '192.0.2.52');
    const asked = await browser.post('/oidc/forgot?uid=a%00b', { email: `a${NUL}@example.com` });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('If an account exists for that email');
    expect(asked.body).toContain(`href="${TEST_PUBLIC_URL}/">Back to sign in`);

    const short = await browser.get('/oidc/reset/short');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('This link is invalid or has expired.');
    const link = `/oidc/reset/${'x'.repeat(30)}`;
    const bad = await browser.post(link, { password: `A${NUL}a1bcdefg`, confirmPassword: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(HTML);
    expect(bad.body).toContain('Must not contain a NUL character');
  });

  it('leaves the pages and the provider out of the OpenAPI document', async () => {
    const paths = Object.keys((await t.get('/api/docs/json')).json().paths as object);
    expect(paths.filter((path) => path.startsWith('/oidc'))).toEqual([]);
  });
});
