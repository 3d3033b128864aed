import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidEmail } from './email';

describe('isValidEmail (seed 000 §5)', () => {
  it.each(['a@b.co', 'jane.doe@example.com', 'x+tag@mail.example.org', 'A@B.CD'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    ['no @', 'jane.example.com'],
    ['two @', 'a@b@example.com'],
    ['empty local part', '@example.com'],
    ['one domain part', 'jane@example'],
    ['empty first domain part', 'jane@.com'],
    ['last part too short', 'jane@example.c'],
    ['last part with digits', 'jane@example.c0m'],
    ['last part empty', 'jane@example.'],
    ['white space', 'ja ne@example.com'],
  ])('rejects %s', (_reason, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects every string without exactly one @', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const ats = s.split('@').length - 1;
        if (ats !== 1) expect(isValidEmail(s)).toBe(false);
      }),
    );
  });
});
