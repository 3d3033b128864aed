import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

const LIMIT = 3;

/** POSTs the forgot-password form once per forwarded address, all from one socket address. */
async function forgotFrom(t: TestApp, socketIp: string, forwardedFor: string[]) {
  const statuses: number[] = [];
  for (const forwarded of forwardedFor) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oidc/forgot',
      remoteAddress: socketIp,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': forwarded,
      },
      payload: 'email=nobody%40example.com',
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('X-Forwarded-For by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ authRateLimitPerMinute: LIMIT });
  });
  afterAll(() => t.close());

  it('is not believed: a caller cannot escape the sign-in rate limit by changing it', async () => {
    const forged = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5'];
    const statuses = await forgotFrom(t, '198.51.100.20', forged);
    expect(statuses.slice(0, LIMIT)).toEqual([200, 200, 200]);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });
});

describe('X-Forwarded-For with TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ authRateLimitPerMinute: LIMIT, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => t.close());

  it('is believed from the named proxy: each forwarded client has its own limit', async () => {
    const clients = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5'];
    expect(await forgotFrom(t, '127.0.0.1', clients)).toEqual([200, 200, 200, 200, 200]);
  });

  it('is not believed from any other address', async () => {
    const forged = ['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14'];
    const statuses = await forgotFrom(t, '198.51.100.21', forged);
    expect(statuses[LIMIT]).toBe(429);
  });
});
