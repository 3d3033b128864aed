import type { FastifyInstance } from 'fastify';
import { optionOperations } from '@client-admin/contracts/options';
import { route } from '../../plugins/contract-route';
import {
  getClientConsentCompany,
  getConsentCompanies,
  setClientConsentCompany,
} from './consent.service';

export async function consentRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, optionOperations.getConsentCompanies, () => getConsentCompanies(db));

  route(app, optionOperations.getClientConsentCompany, ({ user, params }) =>
    getClientConsentCompany(db, user, params.clientId),
  );

  route(app, optionOperations.setClientConsentCompany, ({ user, params }) =>
    setClientConsentCompany(db, user, params.id, params.clientId),
  );
}
