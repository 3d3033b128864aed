import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDetails,
  client,
  clientLogsQuery,
  clientLogsResponse,
  clientSearchQuery,
  clientSearchResponse,
  salesforceSyncResponse,
  updateAccountRequest,
} from '@client-admin/contracts/clients';
import { idParam } from '@client-admin/contracts/common';
import { createEmbeddedSalesforce } from '../../adapters/salesforce/embedded-salesforce';
import type { SalesforceAdapter } from '../../adapters/salesforce/salesforce-adapter';
import { currentUser } from '../../plugins/access';
import { getAccount, updateAccount } from './account.service';
import { listLogs } from './client-logs.service';
import { searchClients } from './client-search.service';
import { getClient } from './client.service';
import { syncClientToSalesforce } from './salesforce-sync.service';

const clientIdParams = z.object({ id: idParam });
/** The path's id is a client id: the client-scope hook checks it. */
const clientRoute = { clientParam: 'id' };

export const clientsRoutes: FastifyPluginAsyncZod<{ salesforce?: SalesforceAdapter }> = async (
  app,
  options,
) => {
  const db = app.database.db;
  const salesforce = options.salesforce ?? createEmbeddedSalesforce();

  app.get(
    '/api/clients/search',
    { schema: { querystring: clientSearchQuery, response: { 200: clientSearchResponse } } },
    (request) => searchClients(db, currentUser(request), request.query),
  );

  app.get(
    '/api/clients/:id',
    { config: clientRoute, schema: { params: clientIdParams, response: { 200: client } } },
    (request) => getClient(db, currentUser(request), request.params.id),
  );

  app.get(
    '/api/clients/:id/account',
    { config: clientRoute, schema: { params: clientIdParams, response: { 200: accountDetails } } },
    (request) => getAccount(db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/Clients/:id/agent',
    {
      config: clientRoute,
      schema: {
        params: clientIdParams,
        body: updateAccountRequest,
        response: { 200: accountDetails },
      },
    },
    (request) => updateAccount(db, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/clients/:id/logs',
    {
      config: clientRoute,
      schema: {
        params: clientIdParams,
        querystring: clientLogsQuery,
        response: { 200: clientLogsResponse },
      },
    },
    (request) => listLogs(db, currentUser(request), request.params.id, request.query),
  );

  app.post(
    '/api/clients/salesforce/sync/:id',
    {
      config: clientRoute,
      schema: { params: clientIdParams, response: { 200: salesforceSyncResponse } },
    },
    (request) => syncClientToSalesforce(db, salesforce, currentUser(request), request.params.id),
  );
};
