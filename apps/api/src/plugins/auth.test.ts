import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

describe('bearer token verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 with the invalid_token challenge without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/anything' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('rejects an expired token', async () => {
    const token = await t.tokenFor('cs@example.com', {
      expiresIn: Math.floor(Date.now() / 1000) - 60,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/anything',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('rejects a tampered token', async () => {
    const token = await t.tokenFor('agent@example.com');
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    claims.roles = ['Everest'];
    const forged = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/anything',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('lets a valid token through to routing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/anything',
      headers: await t.as('cs@example.com'),
    });
    expect(res.statusCode).toBe(404);
  });
});
