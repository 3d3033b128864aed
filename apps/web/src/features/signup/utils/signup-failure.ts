import { MESSAGES } from '@client-admin/domain/messages';
import { SIGNUP_MESSAGES as M } from '@client-admin/domain/signup/signup-messages';
import { ApiError } from '../../../lib/http';
import { serverMessage } from '../../../lib/server-message';

/** What a refused save says (seed 002 §8): 409 'IO Already Signed', else 'Unable to save IO: …'. */
export function saveFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return M.alreadySigned;
  return M.unableToSave(serverMessage(error) ?? MESSAGES.networkError);
}

/** A failed Send Contract: the seed's words, and the server's on a 400. */
export function sendFailure(error: unknown): string {
  const server = error instanceof ApiError && error.status === 400 ? serverMessage(error) : null;
  return server ? `${M.failedToSendContract} ${server}` : M.failedToSendContract;
}

/** The API's answer to an expired link: a 400 with the seed's words. */
const isExpired = (error: ApiError) => error.status === 400 && error.message === M.contractExpired;

/** Why the contract could not be shown: expired (400), already signed (409), or not loaded. */
export function contractLoadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return M.alreadySigned;
  if (error instanceof ApiError && isExpired(error)) return M.contractExpired;
  return M.failedToLoadContract;
}

/**
 * Why a signature was refused, when no field could show it: an expired link (400), a second
 * signature (409), a 400 the server explains, else 'Failed to sign contract'.
 */
export function signFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return M.alreadySigned;
  if (error instanceof ApiError && error.status === 400) {
    return isExpired(error) ? M.contractExpired : `${M.failedToSign}: ${error.message}`;
  }
  return M.failedToSign;
}
