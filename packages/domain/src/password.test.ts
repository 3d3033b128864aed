import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidPassword } from './password';

describe('isValidPassword', () => {
  it.each(['demo-Pass-2026', 'Abcdefg1', 'PASSword9'])('accepts %s', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it.each([
    ['too short', 'Abcdef1'],
    ['no upper-case letter', 'abcdefg1'],
    ['no lower-case letter', 'ABCDEFG1'],
    ['no digit', 'Abcdefgh'],
    ['empty', ''],
  ])('rejects a password with %s', (_reason, password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it('rejects every password shorter than 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (s) => {
        expect(isValidPassword(s)).toBe(false);
      }),
    );
  });
});
