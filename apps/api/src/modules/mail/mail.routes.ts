import type { FastifyInstance } from 'fastify';
import { mailOperations } from '@client-admin/contracts/mail';
import { route } from '../../plugins/contract-route';
import { readOutbox } from './mail.service';

export async function mailRoutes(app: FastifyInstance) {
  route(app, mailOperations.getMailOutbox, ({ query }) => readOutbox(app.database.db, query));
}
