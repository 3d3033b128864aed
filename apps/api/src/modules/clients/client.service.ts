import type { Client } from '@client-admin/contracts/clients';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../plugins/auth';
import { toClient } from './client-mapper';
import { loadClientFor } from './client-lookup';
import { findParentCompanyName, listClientStatuses } from './clients.repository';

/** GET /api/clients/{id}: staff, or the client's own user. */
export async function getClient(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<Client> {
  return db.transaction(async (tx) => {
    const row = await loadClientFor(tx, user, clientId);
    const statuses = await listClientStatuses(tx);
    const parentCompanyName = row.parentCompany
      ? await findParentCompanyName(tx, row.parentCompany)
      : null;
    return toClient(row, statuses, parentCompanyName);
  });
}
