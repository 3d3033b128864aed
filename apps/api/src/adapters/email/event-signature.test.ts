import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedEventBatch } from './event-signature';

const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const publicDer = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;

const now = new Date('2026-11-29T10:00:00Z');
const timestamp = String(now.getTime() / 1000);
const rawBody = '[{"event":"delivered"}]';
const signWith = (key = privateKey, ts = timestamp, body = rawBody) =>
  sign('sha256', Buffer.from(ts + body), key).toString('base64');

const check = (patch: Partial<Parameters<typeof isSignedEventBatch>[0]> = {}) =>
  isSignedEventBatch({
    publicKey: publicDer,
    signature: signWith(),
    timestamp,
    rawBody,
    now,
    maxAgeSeconds: 600,
    ...patch,
  });

describe('isSignedEventBatch', () => {
  it('takes a batch signed with the provider key', () => {
    expect(check()).toBe(true);
  });
  it('refuses a changed body, another key, no signature, no key, garbage', () => {
    expect(check({ rawBody: '[{"event":"bounce"}]' })).toBe(false);
    expect(check({ signature: signWith(other) })).toBe(false);
    expect(check({ signature: undefined })).toBe(false);
    expect(check({ publicKey: null })).toBe(false);
    expect(check({ signature: 'not base64 at all' })).toBe(false);
    expect(check({ publicKey: 'AAAA' })).toBe(false);
  });
  it('refuses an old or future timestamp, and one that is not a number', () => {
    const old = String(now.getTime() / 1000 - 601);
    expect(check({ timestamp: old, signature: signWith(privateKey, old) })).toBe(false);
    expect(check({ timestamp: 'abc' })).toBe(false);
  });
});
