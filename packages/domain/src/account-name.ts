const ACCOUNT_NAME = /^[A-Za-z0-9 ().\-_']*$/;

/** Seed 000 §5: letters, numbers, space and ( ) . - _ ' only. */
export function isValidAccountName(value: string): boolean {
  return ACCOUNT_NAME.test(value);
}

export function accountNameMessage(label: string): string {
  return `${label} may only contain letters, numbers, space, or these special characters: ().-_'`;
}
