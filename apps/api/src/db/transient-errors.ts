import { isConnectionLoss } from './connection-errors';

/**
 * SQLSTATEs of a transaction PostgreSQL gave up so another could go on: 40001
 * serialization_failure, 40P01 deadlock_detected. Running the same transaction again is safe.
 */
const RETRYABLE = new Set(['40001', '40P01']);
/** Drizzle wraps the driver's error once; a little more depth costs nothing. */
const MAX_CAUSES = 5;

export function isRetryableConflict(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < MAX_CAUSES; depth++) {
    if (typeof current !== 'object' || current === null) return false;
    if ('code' in current && typeof current.code === 'string' && RETRYABLE.has(current.code)) {
      return true;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * The database's failures, not the request's: the connection was lost or the transaction was
 * given up for another one. Nothing was written, and the same request may pass when retried.
 */
export function isTransientDatabaseError(err: unknown): boolean {
  return isConnectionLoss(err) || isRetryableConflict(err);
}

/** Runs a whole transaction again when the database chose it as a deadlock's victim. */
export async function retryingConflicts<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !isRetryableConflict(err)) throw err;
    }
  }
}
