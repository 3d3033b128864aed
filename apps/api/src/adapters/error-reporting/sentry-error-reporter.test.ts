import { describe, expect, it } from 'vitest';
import { createSentryErrorReporter, sentryEnvelopeUrl } from './sentry-error-reporter';

const entry = {
  message: 'boom',
  stack: null,
  url: 'http://localhost/x',
  kind: 'browser' as const,
  status: null,
  occurredAt: new Date('2026-01-01T00:00:00Z'),
  userId: null,
  userEmail: 'agent@example.com',
  userAgent: 'test',
};

describe('Sentry error reporter', () => {
  it('derives the envelope URL and key from the DSN', () => {
    expect(sentryEnvelopeUrl('https://abc123@o1.ingest.sentry.io/42')).toEqual({
      url: 'https://o1.ingest.sentry.io/api/42/envelope/',
      publicKey: 'abc123',
    });
    expect(() => sentryEnvelopeUrl('https://o1.ingest.sentry.io/42')).toThrow();
  });

  it('posts one event envelope, and swallows delivery failures', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const reporter = createSentryErrorReporter('https://abc123@sentry.example/7', (async (
      url: string,
      init: RequestInit,
    ) => {
      calls.push({ url, init });
      throw new Error('offline');
    }) as unknown as typeof fetch);
    await expect(reporter.report(entry)).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe('https://sentry.example/api/7/envelope/');
    const lines = String(calls[0]?.init.body).split('\n');
    expect(JSON.parse(lines[1]!)).toEqual({ type: 'event' });
    expect(JSON.parse(lines[2]!)).toMatchObject({ level: 'error', message: { formatted: 'boom' } });
    expect((calls[0]?.init.headers as Record<string, string>)['x-sentry-auth']).toContain(
      'sentry_key=abc123',
    );
  });
});
