import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { acceptedEncoding } from './compression';

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

  const search = async (acceptEncoding: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/clients/search?page=1&pageSize=50`,
      headers: { ...(await t.as('cs@example.com')), 'accept-encoding': acceptEncoding },
    });

  it('compresses a JSON answer above a kilobyte', async () => {
    const res = await search('br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body.items.length).toBeGreaterThan(0);
  });

  it('compresses with gzip for a caller that takes only gzip, and varies on the encoding', async () => {
    const res = await search('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).items.length).toBeGreaterThan(0);
  });

  it('sends the answer plain to a caller that refuses both encodings', async () => {
    const res = await search('br;q=0, gzip;q=0, identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().items.length).toBeGreaterThan(0);
  });

  it('leaves an answer under a kilobyte as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('the accepted encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s: %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
