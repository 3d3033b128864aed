import { describe, expect, it } from 'vitest';
import { hasAnyStoredUser, isExpired, parseStoredUser, storedUserKey } from './stored-user';

describe('the stored user, read without oidc-client-ts', () => {
  it('uses the key oidc-client-ts writes', () => {
    expect(storedUserKey({ authority: 'http://localhost/oidc', clientId: 'web' })).toBe(
      'oidc.user:http://localhost/oidc:web',
    );
  });

  it('reads the token and its expiry, and refuses anything without a token', () => {
    const raw = JSON.stringify({
      access_token: 'abc',
      id_token: 'id',
      expires_at: 100,
      scope: 'x',
    });
    expect(parseStoredUser(raw)).toEqual({ access_token: 'abc', id_token: 'id', expires_at: 100 });
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('not json')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ id_token: 'id' }))).toBeNull();
  });

  it('is expired from expires_at on, as User.expired, and never without expires_at', () => {
    expect(isExpired({ access_token: 'a', expires_at: 100 }, 99_000)).toBe(false);
    expect(isExpired({ access_token: 'a', expires_at: 100 }, 100_000)).toBe(true);
    expect(isExpired({ access_token: 'a' }, 100_000)).toBe(false);
  });

  it('tells whether any user is stored, without a request', () => {
    localStorage.clear();
    expect(hasAnyStoredUser()).toBe(false);
    localStorage.setItem('oidc.somestate', '{}');
    expect(hasAnyStoredUser()).toBe(false);
    localStorage.setItem('oidc.user:http://issuer:web', '{}');
    expect(hasAnyStoredUser()).toBe(true);
    localStorage.clear();
  });
});
