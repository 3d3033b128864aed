import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-logins';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  createTestBrowser,
  exchangeCode,
  followToCode,
  pathOf,
  pkcePair,
  REDIRECT_URI,
  startSignIn,
} from './testing/oidc-browser';

describe('embedded OpenID Connect issuer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('publishes its discovery document under /oidc', async () => {
    const res = await t.get('/oidc/.well-known/openid-configuration');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe('http://localhost:3000/oidc');
    expect(doc.authorization_endpoint).toMatch(/\/oidc\/auth$/);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('tells the browser where to sign in (public)', async () => {
    const res = await t.get('/api/auth/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      authority: 'http://localhost:3000/oidc',
      clientId: 'client-admin-web',
      scope: 'openid profile email',
    });
  });

  it('runs the authorization-code flow with PKCE, then refreshes', async () => {
    const browser = createTestBrowser(t.app, '203.0.113.10');
    const { verifier, challenge } = pkcePair();
    const interaction = await startSignIn(browser, t.config.oidcClientId, challenge, {
      policy: 'staff',
    });
    expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const page = await browser.get(interaction);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Staff sign in');
    expect(page.body).toMatch(/<label for="email">Email<\/label>/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>/);
    expect(page.body).toContain('<button type="submit">Sign in</button>');

    const submitted = await browser.post(interaction, {
      email: 'CS@example.com',
      password: DEMO_PASSWORD,
    });
    expect(submitted.statusCode).toBe(303);
    const code = await followToCode(browser, submitted);
    const tokens = await exchangeCode(t.app, { clientId: t.config.oidcClientId, code, verifier });

    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: 'http://localhost:3000/oidc',
      aud: t.config.oidcAudience,
      email: 'cs@example.com',
      name: 'Casey Service',
      given_name: 'Casey',
      family_name: 'Service',
    });
    expect(claims.roles).toEqual(['Everest-Client-Services', 'Everest-Staff']);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email: 'cs@example.com' });

    const auth = await t.post('/api/clients/auth', {
      authorization: `Bearer ${tokens.access_token}`,
    });
    expect(auth.statusCode).toBe(200);
    expect(auth.json()).toMatchObject({
      user: { email: 'cs@example.com', roles: ['Everest-Client-Services', 'Everest-Staff'] },
      clientId: null,
      isStaff: true,
    });

    const refreshed = await t.post(
      '/oidc/token',
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: t.config.oidcClientId,
      }).toString(),
    );
    expect(refreshed.statusCode).toBe(200);
    const renewed = refreshed.json();
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(renewed.access_token)).toMatchObject({
      aud: t.config.oidcAudience,
      roles: ['Everest-Client-Services', 'Everest-Staff'],
    });
    const again = await t.get('/api/login/bind-role', {
      authorization: `Bearer ${renewed.access_token}`,
    });
    expect(again.json()).toEqual({ roles: ['Everest-Client-Services', 'Everest-Staff'] });
  });

  it('refuses an authorization request without PKCE', async () => {
    const browser = createTestBrowser(t.app, '203.0.113.11');
    const query = new URLSearchParams({
      client_id: t.config.oidcClientId,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
    });
    const res = await browser.get(`/oidc/auth?${query}`);
    expect(res.headers.location ?? '').toContain('error=invalid_request');
  });

  it('shows the default and sign-up titles by policy', async () => {
    const browser = createTestBrowser(t.app, '203.0.113.12');
    const agent = await browser.get(
      await startSignIn(browser, t.config.oidcClientId, pkcePair().challenge),
    );
    expect(agent.body).toContain('<h1>Sign in</h1>');
    const signup = await browser.get(
      await startSignIn(browser, t.config.oidcClientId, pkcePair().challenge, {
        policy: 'signup',
      }),
    );
    expect(signup.body).toContain('Create your account');
    expect(signup.body).toContain('<option value="DC">District Of Columbia</option>');
  });

  it('signs out without a confirm page and goes to the logged-out page', async () => {
    const browser = createTestBrowser(t.app, '203.0.113.13');
    const { verifier, challenge } = pkcePair();
    const interaction = await startSignIn(browser, t.config.oidcClientId, challenge);
    const code = await followToCode(
      browser,
      await browser.post(interaction, { email: 'agent@example.com', password: DEMO_PASSWORD }),
    );
    const tokens = await exchangeCode(t.app, { clientId: t.config.oidcClientId, code, verifier });
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'http://localhost:3000/logged-out',
    });
    const prompt = await browser.get(`/oidc/session/end?${query}`);
    expect(prompt.statusCode).toBe(200);
    expect(prompt.body).toContain('<script src="/oidc/assets/logout-submit.js"></script>');
    expect(prompt.body).not.toMatch(/<script>/);
    const script = await browser.get('/oidc/assets/logout-submit.js');
    expect(script.body).toContain("getElementById('op.logoutForm').submit()");
    const action = /action="([^"]+)"/.exec(prompt.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(prompt.body)?.[1];
    expect(action && xsrf).toBeTruthy();
    const done = await browser.post(pathOf(action), { xsrf: xsrf!, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost:3000/logged-out');

    // The issuer session is gone: a new sign-in shows the sign-in page again.
    const next = await startSignIn(browser, t.config.oidcClientId, pkcePair().challenge);
    expect(next).toMatch(/^\/oidc\/interaction\//);
  });
});
