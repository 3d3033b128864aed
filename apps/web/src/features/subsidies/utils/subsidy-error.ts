import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import { ApiError } from '../../../lib/http';
import { errorMessage } from '../../../lib/error-message';

/**
 * Seed 002 §8: a subsidy error shows as 'Error(s): ' plus the message; a call without an answer
 * as 'Error: Network Error'. A refused file's rows come as `details` ('line 7 subsidyCap: …').
 */
export function subsidyError(error: unknown): { text: string; details: string[] } {
  if (error instanceof ApiError && error.status === 0) return { text: M.networkError, details: [] };
  const details = Object.entries(error instanceof ApiError ? (error.errors ?? {}) : {})
    .filter(([key]) => key.startsWith('line '))
    .map(([key, reason]) => `${key.replace(/^line /, 'Line ')}: ${reason}`);
  const field =
    error instanceof ApiError && details.length === 0
      ? Object.values(error.errors ?? {})[0]
      : undefined;
  return { text: `${M.errorPrefix}${field ?? errorMessage(error)}`, details };
}
