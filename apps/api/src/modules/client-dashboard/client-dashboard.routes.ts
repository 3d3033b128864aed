import type { FastifyInstance } from 'fastify';
import {
  clientAccountOperations as accounts,
  clientDashboardOperations as ops,
} from '@client-admin/contracts/client-dashboard';
import { route } from '../../plugins/contract-route';
import { getAccountSys, getCallsSubscriptionAccount } from './client-accounts.service';
import { getClientDashboard } from './client-dashboard.service';

export async function clientDashboardRoutes(app: FastifyInstance) {
  const db = app.database.db;
  route(app, ops.getClientDashboard, ({ user, params }) => getClientDashboard(db, user, params.id));
  route(app, accounts.getAccountSys, ({ user, params }) => getAccountSys(db, user, params.id));
  route(app, accounts.getCallsSubscriptionAccount, ({ user, params }) =>
    getCallsSubscriptionAccount(db, user, params.id),
  );
}
