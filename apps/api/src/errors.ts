import { MESSAGES } from '@client-admin/domain/messages';

/** An error with the HTTP status and the message the browser shows. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) =>
  new HttpError(400, message, { [field]: message });
export const notFound = (message: string) => new HttpError(404, message);
export const clientNotFound = () => notFound(MESSAGES.invalidClientId);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
