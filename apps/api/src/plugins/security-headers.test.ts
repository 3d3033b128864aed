import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { createTestBrowser, pkcePair, startSignIn } from '../modules/oidc/testing/oidc-browser';

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

function expectStrictPolicy(header: string | string[] | number | undefined) {
  const csp = directives(header);
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('media-src')).toBe("'self' data:");
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
}

describe('security headers over plain http', () => {
  let t: TestApp;
  beforeAll(async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'portal-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>portal</title>');
    t = await buildTestApp({ webDistDir: distDir });
  });
  afterAll(() => t.close());

  it('the portal runs no inline script and is never framed', async () => {
    const res = await t.get('/client/1');
    expect(res.statusCode).toBe(200);
    expectStrictPolicy(res.headers['content-security-policy']);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the sign-in pages carry the same policy and contain no inline script', async () => {
    const browser = createTestBrowser(t.app, '203.0.113.40');
    const page = await browser.get(
      await startSignIn(browser, t.config.oidcClientId, pkcePair().challenge),
    );
    expect(page.statusCode).toBe(200);
    expectStrictPolicy(page.headers['content-security-policy']);
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
  });

  it('API answers with client data are never cached', async () => {
    const res = await t.get('/api/clients/1/account', await t.as('cs@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.get('/%61pi/clients/1/account')).headers['cache-control']).toBe('no-store');
  });

  it('sends no HSTS over http, so development on localhost is not pinned to TLS', async () => {
    const res = await t.get('/api/health');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://admin.example.com' });
  });
  afterAll(() => t.close());

  it('pins the browser to TLS and upgrades insecure requests', async () => {
    const res = await t.get('/api/health');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(
      directives(res.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
  });
});
