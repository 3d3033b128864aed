import type { FastifyRequest } from 'fastify';

/** Password-reset links carry their token in the path; it must never reach the logs. */
export function redactSecretsInUrl(url: string): string {
  return url.replace(/(\/oidc\/reset\/)[^/?#]+/i, '$1[redacted]');
}

/** Fastify's request log line, with secrets in the URL blanked out. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecretsInUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
