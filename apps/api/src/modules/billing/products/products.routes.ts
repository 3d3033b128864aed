import type { FastifyInstance } from 'fastify';
import { billingProductOperations as ops } from '@client-admin/contracts/billing-products';
import { route } from '../../../plugins/contract-route';
import { getProducts, updateProducts } from './products.service';

/** Products' payment terms (decision 0031). */
export function productsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  route(app, ops.getProducts, ({ user, params }) => getProducts(db, user, params.id));
  route(app, ops.updateProducts, ({ user, params, body }) =>
    updateProducts(db, user, params.id, body),
  );
}
