import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@client-admin/contracts/common';
import {
  clientLogin,
  clientLoginsResponse,
  loginPropertiesRequest,
} from '@client-admin/contracts/logins';
import { currentUser } from '../../plugins/access';
import { getClientLogins, updateLoginProperties } from './logins.service';

const params = z.object({ id: idParam });
/** The path's id is a client id: the client-scope hook checks it. */
const clientRoute = { clientParam: 'id' };

export const loginsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/login/:id/logins',
    { config: clientRoute, schema: { params, response: { 200: clientLoginsResponse } } },
    (request) => getClientLogins(db, currentUser(request), request.params.id),
  );

  app.put(
    '/api/login/:id/properties',
    {
      config: clientRoute,
      schema: { params, body: loginPropertiesRequest, response: { 200: clientLogin } },
    },
    (request) => updateLoginProperties(db, currentUser(request), request.params.id, request.body),
  );
};
