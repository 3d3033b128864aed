import type { FastifyInstance } from 'fastify';
import { clientOperations } from '@client-admin/contracts/clients';
import { createEmbeddedSalesforce } from '../../adapters/salesforce/embedded-salesforce';
import type { SalesforceAdapter } from '../../adapters/salesforce/salesforce-adapter';
import { route } from '../../plugins/contract-route';
import { getAccount, updateAccount } from './account.service';
import { listLogs } from './client-logs.service';
import { searchClients } from './client-search.service';
import { getClient } from './client.service';
import { syncClientToSalesforce } from './salesforce-sync.service';

export async function clientsRoutes(
  app: FastifyInstance,
  options: { salesforce?: SalesforceAdapter },
) {
  const db = app.database.db;
  const salesforce = options.salesforce ?? createEmbeddedSalesforce();

  route(app, clientOperations.searchClients, ({ query }) => searchClients(db, query));

  route(app, clientOperations.getClient, ({ user, params }) => getClient(db, user, params.id));

  route(app, clientOperations.getAccount, ({ user, params }) => getAccount(db, user, params.id));

  route(app, clientOperations.updateAccount, ({ user, params, body }) =>
    updateAccount(db, user, params.id, body),
  );

  route(app, clientOperations.getClientLogs, ({ user, params, query }) =>
    listLogs(db, user, params.id, query),
  );

  route(app, clientOperations.syncSalesforce, ({ user, params }) =>
    syncClientToSalesforce(db, salesforce, user, params.id),
  );
}
