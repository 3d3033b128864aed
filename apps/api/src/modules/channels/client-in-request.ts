import { MESSAGES } from '@client-admin/domain/messages';
import { badRequest } from '../../errors';
import type { RequestUser } from '../../plugins/auth';

/**
 * The client a call is about when its path names none: ?clientId=, else the clientId header,
 * else the caller's own client; null for staff who named none. The client-scope plugin has
 * already refused a client user naming another client.
 */
export function clientInRequest(
  user: RequestUser,
  query: number | undefined,
  header: string | string[] | undefined,
): number | null {
  if (query !== undefined) return query;
  if (typeof header === 'string' && header !== '') {
    const id = Number(header);
    if (!Number.isInteger(id) || id <= 0) throw badRequest('clientId', MESSAGES.invalidClientId);
    return id;
  }
  return user.clientId;
}
