import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportContactQuery, supportContactResponse } from '@client-admin/contracts/support';
import { currentUser } from '../../plugins/access';
import { getSupportContact } from './support.service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/support/contact',
    { schema: { querystring: supportContactQuery, response: { 200: supportContactResponse } } },
    (request) => getSupportContact(db, currentUser(request), request.query.clientId),
  );
};
