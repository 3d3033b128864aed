import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * A card number as someone may type it into a path: 13 to 19 digits, in groups separated by
 * spaces or hyphens. Ids are at most 10 digits and phone numbers 11, so neither matches.
 */
const CARD_NUMBER = /\d(?:[\s-]*\d){12,18}/;

/**
 * A path segment as the router reads it (percent-decoded, so `%20` is a space and `%34` a 4);
 * one that cannot be decoded is read with only its encoded spaces and hyphens turned back.
 */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment.replace(/%20/gi, ' ').replace(/%2d/gi, '-');
  }
}

/** Each path segment that holds a card number, blanked out whole. */
function withoutCardNumbers(path: string): string {
  return path
    .split('/')
    .map((segment) => (CARD_NUMBER.test(decodedSegment(segment)) ? REDACTED : segment))
    .join('/');
}

/**
 * A URL as it may be logged: the password-reset token, the dialer's phone number and any card
 * number in the path, and every query value, blanked out. Query values carry authorization codes,
 * tokens, e-mails, phones and search text; their names are enough to follow a request.
 */
export function redactSecretsInUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const safePath = withoutCardNumbers(
    path
      .replace(/(\/oidc\/reset\/)[^/?#]+/i, `$1${REDACTED}`)
      .replace(/^(\/dialer\/)[^/?#]+(?=\/GetCallStatus)/i, `$1${REDACTED}`),
  );
  if (queryStart === -1) return safePath;
  const names = url
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${safePath}?${names.join('&')}`;
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

/** Drizzle appends the statement's parameters (names, e-mails, addresses) to its message. */
function withoutParameters(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  cause?: LoggedError;
};

/**
 * Errors as they may be logged: the kind, the message and stack without statement parameters,
 * and PostgreSQL's code and constraint; never its `detail` ("Key (email)=(...)") or parameters.
 */
export function errorLogSerializer(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: REDACTED, stack: '' };
  const fields = err as Error & { code?: unknown; constraint?: unknown; table?: unknown };
  return {
    type: err.constructor.name,
    message: withoutParameters(err.message),
    stack: withoutParameters(err.stack ?? ''),
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.constraint === 'string' ? { constraint: fields.constraint } : {}),
    ...(typeof fields.table === 'string' ? { table: fields.table } : {}),
    ...(err.cause !== undefined && depth < 3
      ? { cause: errorLogSerializer(err.cause, depth + 1) }
      : {}),
  };
}
