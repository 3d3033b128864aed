import type { FastifyInstance } from 'fastify';
import { promoOperations as ops } from '@client-admin/contracts/billing-promos';
import { route } from '../../../plugins/contract-route';
import { answerOnce, idempotencyKeyOf } from '../../../plugins/idempotency';
import {
  createPromo,
  getClientPromos,
  getPromo,
  grantPromo,
  updatePromo,
  zeroPromo,
} from './client-promos.service';

/** Promos (decision 0081): a client's grants, and the promos staff define. */
export function promosRoutes(app: FastifyInstance) {
  const db = app.database.db;
  route(app, ops.getClientPromos, ({ user, params }) => getClientPromos(db, user, params.id));
  route(app, ops.grantPromo, async ({ user, params, body, request, reply }) =>
    answerOnce(reply, await grantPromo(db, user, params.id, body, idempotencyKeyOf(request, user))),
  );
  // Static paths before /api/Promo/{id}/promo's siblings.
  route(app, ops.createPromo, ({ body }) => createPromo(db, body));
  route(app, ops.zeroPromo, ({ user, body }) => zeroPromo(db, user, body));
  route(app, ops.getPromo, ({ params }) => getPromo(db, params.id));
  route(app, ops.updatePromo, ({ params, body }) => updatePromo(db, params.id, body));
}
