import type { FastifyInstance } from 'fastify';
import { vendorOperations as ops } from '@client-admin/contracts/vendors';
import { route } from '../../plugins/contract-route';
import { getTopVendors, getVendors } from './vendors.service';
import {
  createVendorApiKey,
  getVendorApiKeys,
  revokeVendorApiKey,
} from './api-keys/vendor-api-keys.service';

export async function vendorsRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.listVendors, () => getVendors(db));

  route(app, ops.listTopVendors, ({ query }) => getTopVendors(db, query.count));

  route(app, ops.listVendorApiKeys, ({ params }) => getVendorApiKeys(db, params.vendorId));
  route(app, ops.createVendorApiKey, ({ params, user }) =>
    createVendorApiKey(db, user, params.vendorId),
  );
  route(app, ops.revokeVendorApiKey, ({ params }) =>
    revokeVendorApiKey(db, params.vendorId, params.keyId),
  );
}
