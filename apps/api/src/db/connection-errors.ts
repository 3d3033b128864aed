/**
 * SQLSTATEs of a server that ended the session: 57P01 admin_shutdown (pg_terminate_backend, a
 * fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, failing over).
 */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE']);
/** node-postgres says so in words only: the socket closed, or the client is dead since. */
const LOST_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];
/** Drizzle wraps the driver's error once; a little more depth costs nothing. */
const MAX_CAUSES = 5;

function isLost(err: object): boolean {
  const code = 'code' in err && typeof err.code === 'string' ? err.code : '';
  const message = 'message' in err && typeof err.message === 'string' ? err.message : '';
  return (
    LOST_SQLSTATES.has(code) ||
    // Class 08: connection exception.
    /^08[0-9A-Z]{3}$/.test(code) ||
    SOCKET_CODES.has(code) ||
    LOST_MESSAGES.some((pattern) => pattern.test(message))
  );
}

/**
 * True when a query failed because its database connection was lost or refused, not because of
 * the query: the same request may well succeed on a new connection.
 */
export function isConnectionLoss(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < MAX_CAUSES; depth++) {
    if (typeof current !== 'object' || current === null) return false;
    if (isLost(current)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
