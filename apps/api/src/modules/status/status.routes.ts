import type { FastifyInstance } from 'fastify';
import { clientOperations } from '@client-admin/contracts/clients';
import { route } from '../../plugins/contract-route';
import { changeStatus, getStatus } from './status.service';

export async function statusRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, clientOperations.getStatus, ({ user, params }) => getStatus(db, user, params.id));

  route(app, clientOperations.changeStatus, ({ user, params }) =>
    changeStatus(db, user, params.id, params.status),
  );
}
