import type { FastifyInstance } from 'fastify';
import { authOperations } from '@client-admin/contracts/auth';
import { route } from '../../plugins/contract-route';
import {
  authConfig,
  authenticate,
  bindRole,
  clientForIdentity,
  defaultClient,
} from './auth.service';

/** Who the caller is (seed 000 §7, authentication and clients), and where to sign in. */
export async function authRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, authOperations.getAuthConfig, () => authConfig(app.config));

  route(app, authOperations.authenticate, ({ user }) => authenticate(user));

  route(app, authOperations.getIdentityClient, ({ user, params }) =>
    clientForIdentity(db, user, params.oid),
  );

  route(app, authOperations.bindRole, ({ user }) => bindRole(user));

  route(app, authOperations.getDefaultClient, ({ user }) => defaultClient(db, user));
}
