import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJWK, SignJWT } from 'jose';
import { signAccessToken } from '../adapters/identity/access-token';
import { SIGNING_ALG } from '../adapters/identity/signing-keys';
import { buildTestApp, type TestApp } from '../test/test-app';

describe('bearer token verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 with the invalid_token challenge without a token', async () => {
    const res = await t.get('/api/login/bind-role');
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('rejects an expired token', async () => {
    const token = await t.tokenFor('cs@example.com', {
      expiresIn: Math.floor(Date.now() / 1000) - 60,
    });
    const res = await t.get('/api/login/bind-role', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  /** The claims of a demo login's token, without its expiry and issue time. */
  async function claimsOf(email: string): Promise<Record<string, unknown>> {
    const valid = await t.tokenFor(email);
    const claims = JSON.parse(Buffer.from(valid.split('.')[1]!, 'base64url').toString());
    delete claims.exp;
    delete claims.iat;
    return claims;
  }

  async function signed(claims: Record<string, unknown>, expiry: (jwt: SignJWT) => SignJWT) {
    const key = t.app.signingKeys!.privateJwks[0]!;
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'at+jwt' })
      .setIssuer(claims.iss as string)
      .setAudience(t.config.oidcAudience);
    return expiry(jwt).sign(await importJWK(key, SIGNING_ALG));
  }

  it('rejects a token without an expiry', async () => {
    const claims = await claimsOf('cs@example.com');
    const token = await signed(claims, (jwt) => jwt.setIssuedAt());
    const res = await t.get('/api/login/bind-role', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('rejects a token without an issue time', async () => {
    const claims = await claimsOf('cs@example.com');
    const token = await signed(claims, (jwt) => jwt.setExpirationTime('5m'));
    const res = await t.get('/api/login/bind-role', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
  });

  it('rejects a young token issued for longer than the maximum lifetime', async () => {
    const claims = await claimsOf('cs@example.com');
    const seconds = t.config.accessTokenMaxLifetimeSeconds + 60;
    const token = await signed(claims, (jwt) => jwt.setIssuedAt().setExpirationTime(`${seconds}s`));
    const res = await t.get('/api/login/bind-role', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
  });

  it('accepts a token issued for the maximum lifetime', async () => {
    const claims = await claimsOf('cs@example.com');
    const seconds = t.config.accessTokenMaxLifetimeSeconds;
    const token = await signed(claims, (jwt) => jwt.setIssuedAt().setExpirationTime(`${seconds}s`));
    const res = await t.get('/api/login/bind-role', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a tampered token', async () => {
    const token = await t.tokenFor('agent@example.com');
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    claims.roles = ['Everest'];
    const forged = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    const res = await t.get('/api/login/bind-role', { authorization: `Bearer ${forged}` });
    expect(res.statusCode).toBe(401);
  });

  it('rejects a token of another issuer, even signed with the right key', async () => {
    const valid = await t.tokenFor('cs@example.com');
    const claims = JSON.parse(Buffer.from(valid.split('.')[1]!, 'base64url').toString());
    const token = await signAccessToken(t.app.signingKeys!.privateJwks[0]!, claims, {
      issuer: 'https://evil.example.com/oidc',
      audience: t.config.oidcAudience,
    });
    const res = await t.get('/api/login/bind-role', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('lets a valid token through to routing', async () => {
    const res = await t.get('/api/anything', await t.as('cs@example.com'));
    expect(res.statusCode).toBe(404);
  });

  it('an unknown /api path needs a token before it is a 404', async () => {
    const res = await t.get('/api/no-such-thing');
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('the OpenAPI document is public', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty(['/api/clients/search']);
  });
});
