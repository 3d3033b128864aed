import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailOutboxQuery, mailOutboxResponse } from '@client-admin/contracts/mail';
import { currentUser } from '../../plugins/access';
import { readOutbox } from './mail.service';

export async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/mail/outbox',
    { schema: { querystring: mailOutboxQuery, response: { 200: mailOutboxResponse } } },
    async (request) => readOutbox(app.database.db, currentUser(request), request.query),
  );
}
