import { randomUUID } from 'node:crypto';
import type { ErrorReportEntry, ErrorReporter } from './error-reporter';

/** Where a DSN (https://{publicKey}@{host}/{projectId}) sends events: Sentry's envelope API. */
export function sentryEnvelopeUrl(dsn: string): { url: string; publicKey: string } {
  const parsed = new URL(dsn);
  const projectId = parsed.pathname.replace(/^\//, '');
  if (!parsed.username || !projectId) throw new Error('SENTRY_DSN needs a public key and project');
  const prefix = parsed.pathname.slice(0, parsed.pathname.lastIndexOf('/'));
  return {
    url: `${parsed.protocol}//${parsed.host}${prefix}/api/${projectId}/envelope/`,
    publicKey: parsed.username,
  };
}

/**
 * Forwards each report to Sentry as an error event. Delivery is best effort: a Sentry outage
 * must not turn a browser's error report into another error.
 */
export function createSentryErrorReporter(dsn: string, send: typeof fetch = fetch): ErrorReporter {
  const { url, publicKey } = sentryEnvelopeUrl(dsn);
  return {
    kind: 'sentry',
    async report(entry: ErrorReportEntry) {
      const eventId = randomUUID().replaceAll('-', '');
      const event = {
        event_id: eventId,
        timestamp: entry.occurredAt.getTime() / 1000,
        level: 'error',
        platform: 'javascript',
        message: { formatted: entry.message },
        request: { url: entry.url, headers: { 'User-Agent': entry.userAgent } },
        user: { id: entry.userId ?? undefined, email: entry.userEmail },
        tags: {
          kind: entry.kind,
          status: entry.status === null ? undefined : String(entry.status),
        },
        extra: { stack: entry.stack },
      };
      const body = [
        JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn }),
        JSON.stringify({ type: 'event' }),
        JSON.stringify(event),
      ].join('\n');
      try {
        await send(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-sentry-envelope',
            'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${publicKey}, sentry_client=client-admin/1.0`,
          },
          body,
          signal: AbortSignal.timeout(5000),
        });
      } catch {
        // Best effort (see above); the embedded copy is kept anyway.
      }
    },
  };
}
