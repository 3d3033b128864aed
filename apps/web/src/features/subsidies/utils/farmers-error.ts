import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import { ApiError } from '../../../lib/http';
import { errorMessage } from '../../../lib/error-message';

/**
 * Seed 002 §8: Farmers import errors show the server's text (a refused file's rows beside it);
 * a call without an answer shows 'Error: Network Error'.
 */
export function farmersError(error: unknown): { text: string; details: string[] } {
  if (error instanceof ApiError && error.status === 0) return { text: M.networkError, details: [] };
  const errors = error instanceof ApiError ? (error.errors ?? {}) : {};
  const rows = Object.entries(errors).filter(([key]) => key.startsWith('line '));
  if (rows.length > 0) {
    return {
      text: errorMessage(error),
      details: rows.map(([key, reason]) => `${key.replace(/^line /, 'Line ')}: ${reason}`),
    };
  }
  return { text: Object.values(errors)[0] ?? errorMessage(error), details: [] };
}
