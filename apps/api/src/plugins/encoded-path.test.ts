import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { apiOperations, type Operation } from '../test/fuzz/api-operations';

/**
 * The only operations a caller without a token may reach (intake checks its vendor key, the
 * contract its link's token, the e-mail event webhook its signature).
 */
const PUBLIC_OPERATIONS = new Set([
  'POST /api/mail/events',
  'GET /api/health',
  'GET /api/auth/config',
  'POST /api/intake/leads',
  'POST /api/intake/calls',
  'GET /api/sales/sign-contract/{ioId}',
  'POST /api/sales/sign-contract/{id}',
]);

/** Ways of writing the /api prefix that the router matches as /api. */
const PREFIXES = ['/%61pi', '/%61%70%69', '/API', '/aPi', '/%41PI'];

/** Fills every {param} with a value that would pass validation, so only the token decides. */
function concretePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, '1');
}

describe('authentication is decided on the path the router matches', () => {
  let t: TestApp;
  let operations: Operation[];
  beforeAll(async () => {
    t = await buildTestApp();
    operations = apiOperations((await t.get('/api/docs/json')).json());
  });
  afterAll(() => t.close());

  it('finds the operations of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it('answers 401 before any validation to every operation under an encoded or mixed-case prefix', async () => {
    const leaks: string[] = [];
    for (const { method, path } of operations) {
      if (PUBLIC_OPERATIONS.has(`${method} ${path}`)) continue;
      for (const prefix of PREFIXES) {
        const url = prefix + concretePath(path).slice('/api'.length);
        const res = await t.request(method, url, {}, method === 'GET' ? undefined : {});
        if (res.statusCode !== 401 || !res.headers['www-authenticate']?.includes('invalid_token')) {
          leaks.push(`${method} ${url} -> ${res.statusCode}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers 401 to an option list asked for through %61pi', async () => {
    const res = await t.get('/%61pi/Clients/ACCOUNT_REPS/options');
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('label');
  });

  it('an unknown encoded /api path needs a token before it is a 404', async () => {
    const res = await t.get('/%61pi/no-such-thing');
    expect(res.statusCode).toBe(401);
  });

  it('lead intake asks for its vendor key under any spelling', async () => {
    for (const prefix of PREFIXES) {
      const res = await t.post(`${prefix}/intake/leads`, {}, {});
      expect(res.statusCode, `${prefix}: ${res.body}`).toBe(401);
    }
  });

  it('the e-mail event webhook asks for its signature under any spelling', async () => {
    for (const prefix of PREFIXES) {
      const res = await t.post(`${prefix}/mail/events`, {}, []);
      expect(res.statusCode, `${prefix}: ${res.body}`).toBe(401);
      expect(res.json().message).toBe('Invalid event signature');
    }
  });

  it('the public operations stay public under any spelling', async () => {
    expect((await t.get('/%61pi/health')).statusCode).not.toBe(401);
    expect((await t.get('/API/auth/config')).statusCode).toBe(200);
    // An unknown contract token: 404, not a demand for a login.
    expect((await t.get(`/%61pi/sales/sign-contract/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('the signed contract under /download needs a token however it is spelt', async () => {
    for (const path of ['/download/1', '/DOWNLOAD/1', '/%64ownload/1']) {
      expect((await t.get(path)).statusCode, path).toBe(401);
    }
  });
});
