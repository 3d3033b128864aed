import type { SalesforceSyncResponse } from '@client-admin/contracts/clients';
import { MESSAGES } from '@client-admin/domain/messages';
import type { SalesforceAdapter } from '../../adapters/salesforce/salesforce-adapter';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../plugins/auth';
import { toAccountDetails } from './account-mapper';
import { loadClientFor } from './client-lookup';

/** POST /api/clients/salesforce/sync/{id}: staff push the client's account to Salesforce. */
export async function syncClientToSalesforce(
  db: Database,
  salesforce: SalesforceAdapter,
  user: RequestUser,
  clientId: number,
): Promise<SalesforceSyncResponse> {
  return db.transaction(async (tx) => {
    const row = await loadClientFor(tx, user, clientId);
    const { syncedAt } = await salesforce.syncAccount({
      tx,
      clientId,
      actorEmail: user.email,
      account: toAccountDetails(row),
    });
    return { message: MESSAGES.syncSuccessful, syncedAt: syncedAt.toISOString() };
  });
}
