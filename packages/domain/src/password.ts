export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters and contain an upper-case letter, a lower-case letter and a digit.';

/** Sign-up and password reset: at least 8 characters with an upper, a lower and a digit. */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value)
  );
}
