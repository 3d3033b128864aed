import type { AccountDetails } from '@client-admin/contracts/clients';
import type { Tx } from '../../db/database';

export interface SalesforceSyncRequest {
  /** The request's transaction: an adapter that records locally writes inside it. */
  tx: Tx;
  clientId: number;
  actorEmail: string;
  account: AccountDetails;
}

/** Pushes a client's account to Salesforce. */
export interface SalesforceAdapter {
  syncAccount(request: SalesforceSyncRequest): Promise<{ syncedAt: Date }>;
}
