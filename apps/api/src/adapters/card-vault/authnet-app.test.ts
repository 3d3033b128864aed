import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('the app with Authorize.Net as its card vault', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { cardVault } = loadConfig({
      AUTHNET_API_LOGIN_ID: 'login-1',
      AUTHNET_TRANSACTION_KEY: 'txn-secret-1',
      AUTHNET_CLIENT_KEY: 'client-key-1',
    });
    t = await buildTestApp({ cardVault });
  });
  afterAll(() => t.close());

  it('is chosen by AUTHNET_API_LOGIN_ID, sandbox environment unless production is said', () => {
    expect(loadConfig({}).cardVault).toEqual({ kind: 'sandbox' });
    expect(
      loadConfig({ AUTHNET_API_LOGIN_ID: 'a', AUTHNET_ENVIRONMENT: 'production' }).cardVault,
    ).toMatchObject({ kind: 'authnet', settings: { apiLoginId: 'a', environment: 'production' } });
    expect(t.app.cardVault.kind).toBe('authnet');
  });

  it('gives the browser Accept.js, lets the CSP load it, and serves no sandbox', async () => {
    const res = await t.get('/api/billing/authnet', await t.as('agent@example.com'));
    expect(res.json()).toEqual({
      apiLoginId: 'login-1',
      clientKey: 'client-key-1',
      scriptUrl: 'https://jstest.authorize.net/v1/Accept.js',
      environment: 'sandbox',
    });
    expect(res.body).not.toContain('txn-secret-1');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://jstest.authorize.net");
    expect(csp).toContain('https://apitest.authorize.net');
    const sandbox = await t.post('/sandbox-vault/v1/tokens', {}, {});
    expect(sandbox.statusCode).not.toBe(200);
  });
});
