import type { FastifyInstance } from 'fastify';
import { territoryOperations as ops } from '@client-admin/contracts/territory';
import { route } from '../../../plugins/contract-route';
import { getSalesZips, setSalesZips, validateSalesZips } from './sales-lead-map.service';

/** The sales zip tools of seed 002 §7. */
export async function salesLeadMapRoutes(app: FastifyInstance) {
  const db = app.database.db;
  route(app, ops.getSalesZips, ({ user }) => getSalesZips(db, user));
  route(app, ops.setSalesZips, ({ user, body }) => setSalesZips(db, user, body.zipCodes));
  route(app, ops.validateSalesZips, ({ body }) => validateSalesZips(db, body.data));
}
