import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import { ApiError } from '../../../lib/http';

/** Seed 001 §8: a network failure reads "Error: Network Error", any other the seed's message. */
export const noteFailureText = (error: unknown, message: string) =>
  error instanceof ApiError && error.status === 0 ? M.networkError : message;
