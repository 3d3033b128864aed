import { describe, expect, it } from 'vitest';
import { accountNameMessage, isValidAccountName } from './account-name';

describe('account name (seed 000 §5)', () => {
  it("accepts letters, numbers, space and ( ) . - _ '", () => {
    expect(isValidAccountName("O'Neil Agency (North) - No. 2_b")).toBe(true);
  });

  it.each(['Smith & Sons', 'Acme, Inc', 'a/b', 'x@y', 'semi;colon', 'Zoë'])(
    'rejects %s',
    (name) => {
      expect(isValidAccountName(name)).toBe(false);
    },
  );

  it('names the field in its message', () => {
    expect(accountNameMessage('Account Name')).toBe(
      "Account Name may only contain letters, numbers, space, or these special characters: ().-_'",
    );
  });
});
