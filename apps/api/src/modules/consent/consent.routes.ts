import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@client-admin/contracts/common';
import {
  clientConsentCompanyResponse,
  consentCompaniesResponse,
} from '@client-admin/contracts/options';
import { currentUser } from '../../plugins/access';
import {
  getClientConsentCompany,
  getConsentCompanies,
  setClientConsentCompany,
} from './consent.service';

// Here the path's clientId is the client id (the scope hook's default); :id is a consent company.
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/api/consentcompany', { schema: { response: { 200: consentCompaniesResponse } } }, () =>
    getConsentCompanies(db),
  );

  app.get(
    '/api/consentcompany/client/:clientId',
    {
      schema: {
        params: z.object({ clientId: idParam }),
        response: { 200: clientConsentCompanyResponse },
      },
    },
    (request) => getClientConsentCompany(db, currentUser(request), request.params.clientId),
  );

  app.put(
    '/api/consentcompany/:id/:clientId',
    {
      schema: {
        params: z.object({ id: idParam, clientId: idParam }),
        response: { 200: clientConsentCompanyResponse },
      },
    },
    (request) =>
      setClientConsentCompany(db, currentUser(request), request.params.id, request.params.clientId),
  );
};
