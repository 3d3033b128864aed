import type { FastifyInstance } from 'fastify';
import { loginOperations } from '@client-admin/contracts/logins';
import { route } from '../../plugins/contract-route';
import { getClientLogins, updateLoginProperties } from './logins.service';

export async function loginsRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, loginOperations.getClientLogins, ({ user, params }) =>
    getClientLogins(db, user, params.id),
  );

  route(app, loginOperations.updateLoginProperties, async ({ user, params, body }) => {
    const updated = await updateLoginProperties(db, user, params.id, body);
    // A disabled or renamed login is refused or renamed on its next request, not seconds later.
    app.callers.forgetUser(body.loginId);
    return updated;
  });
}
