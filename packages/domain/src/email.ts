export const INVALID_EMAIL_FORMAT = 'Invalid email format';

/**
 * Seed 000 §5: exactly one @, a non-empty local part, a domain of at least two dot-separated
 * parts, the first non-empty and the last only letters, at least 2 long.
 */
export function isValidEmail(value: string): boolean {
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (local.length === 0 || /\s/.test(value)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const first = labels[0] ?? '';
  const last = labels[labels.length - 1] ?? '';
  return first.length > 0 && /^[A-Za-z]{2,}$/.test(last);
}
