import { createHash, randomBytes } from 'node:crypto';

/** What a key starts with, so a leaked one is recognised (secret scanners, logs). */
const KEY_PREFIX = 'cav_';
/** The characters staff see of a key: its prefix and the first eight random ones. */
const SHOWN_LENGTH = KEY_PREFIX.length + 8;

/** A new key: 32 random bytes, base64url. */
export function newApiKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** The only form a key is kept in. */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export const shownPart = (key: string): string => key.slice(0, SHOWN_LENGTH);
