import { describe, expect, it } from 'vitest';
import { redactSecretsInUrl } from './log-redaction';

describe('redactSecretsInUrl', () => {
  it('blanks the token of a password-reset link', () => {
    expect(redactSecretsInUrl('/oidc/reset/abc_DEF-123')).toBe('/oidc/reset/[redacted]');
    expect(redactSecretsInUrl('/OIDC/reset/abc?x=1')).toBe('/OIDC/reset/[redacted]?x=1');
  });

  it('leaves other paths alone', () => {
    expect(redactSecretsInUrl('/oidc/interaction/uid-1')).toBe('/oidc/interaction/uid-1');
  });
});
