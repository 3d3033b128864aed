import type { FastifyInstance } from 'fastify';
import { clientDashboardOperations as ops } from '@client-admin/contracts/client-dashboard';
import { route } from '../../plugins/contract-route';
import { getClientDashboard } from './client-dashboard.service';

export async function clientDashboardRoutes(app: FastifyInstance) {
  route(app, ops.getClientDashboard, ({ user, params }) =>
    getClientDashboard(app.database.db, user, params.id),
  );
}
