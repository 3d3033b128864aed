import { salesforceSyncs } from '../../db/schema/clients';
import type { SalesforceAdapter } from './salesforce-adapter';

/** The default adapter: no Salesforce org, each sync is recorded in salesforce_syncs instead. */
export function createEmbeddedSalesforce(): SalesforceAdapter {
  return {
    async syncAccount({ tx, clientId, actorEmail, account }) {
      const [row] = await tx
        .insert(salesforceSyncs)
        .values({ clientId, actorEmail, payload: { ...account } })
        .returning({ syncedAt: salesforceSyncs.syncedAt });
      return { syncedAt: row?.syncedAt ?? new Date() };
    },
  };
}
