import { serverMessage } from '../../../lib/server-message';

/** The seed's failure message, followed by what the server said when it said something. */
export function creditFailure(message: string, error: unknown): string {
  const server = serverMessage(error);
  return server && server !== message ? `${message} ${server}` : message;
}
