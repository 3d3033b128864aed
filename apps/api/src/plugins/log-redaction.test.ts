import { describe, expect, it } from 'vitest';
import { errorLogSerializer, redactSecretsInUrl } from './log-redaction';

describe('redactSecretsInUrl', () => {
  it('blanks the token of a password-reset link', () => {
    expect(redactSecretsInUrl('/oidc/reset/abc_DEF-123')).toBe('/oidc/reset/[redacted]');
    expect(redactSecretsInUrl('/OIDC/reset/abc?x=1')).toBe('/OIDC/reset/[redacted]?x=[redacted]');
  });

  it('blanks every query value and keeps the names', () => {
    expect(redactSecretsInUrl('/callback?code=abc123&state=xyz')).toBe(
      '/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactSecretsInUrl('/api/clients/search?q=jane%40example.com&page=2')).toBe(
      '/api/clients/search?q=[redacted]&page=[redacted]',
    );
    expect(redactSecretsInUrl('/x?access_token=eyJ')).toBe('/x?access_token=[redacted]');
  });

  it('blanks the phone number of a dialer call status', () => {
    expect(redactSecretsInUrl('/Dialer/(512)%20555-0101/GetCallStatus')).toBe(
      '/Dialer/[redacted]/GetCallStatus',
    );
    expect(redactSecretsInUrl('/dialer/5125550101/getcallstatus')).toBe(
      '/dialer/[redacted]/getcallstatus',
    );
    expect(redactSecretsInUrl('/dialer/ping')).toBe('/dialer/ping');
  });

  it('blanks a path segment that holds a card number, however it is spaced or encoded', () => {
    expect(redactSecretsInUrl('/api/billing/1/card/4111111111111111')).toBe(
      '/api/billing/1/card/[redacted]',
    );
    expect(redactSecretsInUrl('/api/billing/1/card/4111111111111111/x?a=1')).toBe(
      '/api/billing/1/card/[redacted]/x?a=[redacted]',
    );
    for (const card of [
      '4111%201111%201111%201111',
      '4111-1111-1111-1111',
      '4111 1111 1111 1111',
      '4111%2D1111%2d1111%2D1111',
      '%34%31%31%31111111111111',
      'card-4111111111111111',
      '3782%20822463%2010005', // 15 digits (Amex)
      '4222222222222', // 13 digits
      '6011000990139424123', // 19 digits
      '4111%201111%201111%201111%E0%A4%A', // a broken escape after the number
    ]) {
      expect(redactSecretsInUrl(`/api/billing/1/card/${card}`), card).toBe(
        '/api/billing/1/card/[redacted]',
      );
    }
  });

  it('keeps ids, dates and short numbers in the path', () => {
    for (const path of [
      '/api/billing/1/card/42',
      '/api/clients/2147483647/account', // the largest id, 10 digits
      '/api/billing/1/statements/2024-01-31',
      '/api/leads/123456789012', // 12 digits
      '/api/x/1234-5678-9012', // 12 digits in groups
    ]) {
      expect(redactSecretsInUrl(path)).toBe(path);
    }
  });

  it('leaves other paths alone', () => {
    expect(redactSecretsInUrl('/oidc/interaction/uid-1')).toBe('/oidc/interaction/uid-1');
  });
});

describe('errorLogSerializer', () => {
  it('drops the statement parameters drizzle puts in the message and the stack', () => {
    const err = new Error(
      'Failed query: insert into "clients" ("name", "email") values ($1, $2)\nparams: Jane Roe,jane@example.com',
    );
    err.stack = `${err.message}\n    at insert (file.ts:1:1)`;
    const logged = JSON.stringify(errorLogSerializer(err));
    expect(logged).toContain('insert into');
    expect(logged).not.toContain('jane@example.com');
    expect(logged).not.toContain('Jane Roe');
  });

  it("keeps PostgreSQL's code and constraint, never its detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_key',
      detail: 'Key (email)=(jane@example.com) already exists.',
    });
    const logged = errorLogSerializer(new Error('Failed query', { cause }));
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'users_email_key' });
    expect(JSON.stringify(logged)).not.toContain('jane@example.com');
  });
});
