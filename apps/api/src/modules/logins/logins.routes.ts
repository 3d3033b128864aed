import type { FastifyInstance } from 'fastify';
import { loginOperations } from '@client-admin/contracts/logins';
import { route } from '../../plugins/contract-route';
import { getClientLogins, updateLoginProperties } from './logins.service';

export async function loginsRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, loginOperations.getClientLogins, ({ user, params }) =>
    getClientLogins(db, user, params.id),
  );

  route(app, loginOperations.updateLoginProperties, ({ user, params, body }) =>
    updateLoginProperties(db, user, params.id, body),
  );
}
