import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientStatusResponse } from '@client-admin/contracts/clients';
import { idParam } from '@client-admin/contracts/common';
import { LENGTHS, text } from '@client-admin/contracts/schema-builders';
import { currentUser } from '../../plugins/access';
import { changeStatus, getStatus } from './status.service';

/** The path's id is a client id: the client-scope hook checks it. */
const clientRoute = { clientParam: 'id' };

export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/status/:id',
    {
      config: clientRoute,
      schema: { params: z.object({ id: idParam }), response: { 200: clientStatusResponse } },
    },
    (request) => getStatus(db, currentUser(request), request.params.id),
  );

  app.put(
    '/api/status/:id/:status',
    {
      config: clientRoute,
      schema: {
        params: z.object({ id: idParam, status: text({ max: LENGTHS.code }) }),
        response: { 200: clientStatusResponse },
      },
    },
    (request) => changeStatus(db, currentUser(request), request.params.id, request.params.status),
  );
};
