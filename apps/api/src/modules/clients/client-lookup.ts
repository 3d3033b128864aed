import type { Tx } from '../../db/database';
import { clientNotFound } from '../../errors';
import { assertClientAccess } from '../../plugins/access';
import type { RequestUser } from '../../plugins/auth';
import {
  clientExists,
  findClient,
  findClientForUpdate,
  type ClientRow,
} from './clients.repository';

/** For other modules, which check access themselves (a channel's client, a feature rule's). */
export { clientExists, findClient, type ClientRow };

/**
 * The client a request names, after checking the caller may see it (403 before 404, so a client
 * user cannot probe which ids exist). `lock` holds the row until the transaction ends.
 */
export async function loadClientFor(
  tx: Tx,
  user: RequestUser,
  clientId: number,
  options: { lock?: boolean } = {},
): Promise<ClientRow> {
  assertClientAccess(user, clientId);
  const row = options.lock
    ? await findClientForUpdate(tx, clientId)
    : await findClient(tx, clientId);
  if (!row) throw clientNotFound();
  return row;
}

/**
 * The same checks as loadClientFor (403 before 404) for a read that needs only the client to
 * exist: one key looked up instead of the whole row read and mapped.
 */
export async function checkClientFor(tx: Tx, user: RequestUser, clientId: number): Promise<void> {
  assertClientAccess(user, clientId);
  if (!(await clientExists(tx, clientId))) throw clientNotFound();
}
