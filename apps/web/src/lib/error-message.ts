import { MESSAGES } from '@client-admin/domain/messages';

/** The text to show for a failed call: the server's message, else the catalogue default. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.requestFailed): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
