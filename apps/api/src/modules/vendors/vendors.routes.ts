import type { FastifyInstance } from 'fastify';
import { vendorOperations as ops } from '@client-admin/contracts/vendors';
import { route } from '../../plugins/contract-route';
import { getTopVendors, getVendors } from './vendors.service';

export async function vendorsRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.listVendors, () => getVendors(db));

  route(app, ops.listTopVendors, ({ query }) => getTopVendors(db, query.count));
}
