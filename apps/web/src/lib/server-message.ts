import { ApiError } from './http';

/**
 * What the server said about a refused request: its first field message (a 400 names the
 * field), else its message; null when the request did not get that far.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  const field = Object.values(error.errors ?? {})[0];
  return field ?? error.message;
}
