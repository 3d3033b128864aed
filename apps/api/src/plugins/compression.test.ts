import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A built portal in miniature: index.html and one hashed asset with its brotli copy. */
function builtPortal(): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'portal-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  return distDir;
}

describe('compression and caching', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: builtPortal() });
  });
  afterAll(() => t.close());

  it('sends the precompressed copy of a hashed asset, cached as immutable', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the asset plain to a browser that accepts no encoding', async () => {
    const res = await t.get('/assets/index-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('index.html is revalidated on every visit', async () => {
    const res = await t.get('/client/1');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('compresses a JSON answer above a kilobyte', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/clients/search?page=1&pageSize=50',
      headers: { ...(await t.as('cs@example.com')), 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body.items.length).toBeGreaterThan(0);
  });
});
