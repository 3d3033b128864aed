import type { FastifyInstance } from 'fastify';
import { supportOperations } from '@client-admin/contracts/support';
import { route } from '../../plugins/contract-route';
import { getSupportContact } from './support.service';

export async function supportRoutes(app: FastifyInstance) {
  const db = app.database.db;
  route(app, supportOperations.getSupportContact, ({ user, query }) =>
    getSupportContact(db, user, query.clientId),
  );
}
