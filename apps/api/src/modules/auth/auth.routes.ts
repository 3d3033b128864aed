import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authConfigResponse,
  authenticateResponse,
  bindRoleResponse,
  identityClientResponse,
} from '@client-admin/contracts/auth';
import { defaultClient as defaultClientResponse } from '@client-admin/contracts/clients';
import { text } from '@client-admin/contracts/schema-builders';
import { currentUser } from '../../plugins/access';
import {
  authConfig,
  authenticate,
  bindRole,
  clientForIdentity,
  defaultClient,
} from './auth.service';

/** Who the caller is (seed 000 §7, authentication and clients), and where to sign in. */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/api/auth/config',
    { config: { public: true }, schema: { response: { 200: authConfigResponse } } },
    async () => authConfig(app.config),
  );

  app.post(
    '/api/clients/auth',
    { schema: { response: { 200: authenticateResponse } } },
    async (request) => authenticate(currentUser(request)),
  );

  app.get(
    '/api/clients/auth/:oid',
    {
      schema: {
        params: z.object({ oid: text({ max: 200 }).min(1) }),
        response: { 200: identityClientResponse },
      },
    },
    async (request) => clientForIdentity(db, currentUser(request), request.params.oid),
  );

  app.get(
    '/api/login/bind-role',
    { schema: { response: { 200: bindRoleResponse } } },
    async (request) => bindRole(currentUser(request)),
  );

  app.get(
    '/api/clients/default',
    { schema: { response: { 200: defaultClientResponse } } },
    async (request) => defaultClient(db, currentUser(request)),
  );
}
