import type { FastifyInstance } from 'fastify';
import { billingOperations as ops } from '@client-admin/contracts/billing';
import { route } from '../../plugins/contract-route';
import { answerOnce, idempotencyKeyOf } from '../../plugins/idempotency';
import {
  createRefund,
  createTransaction,
  createTransfer,
  getBalance,
  getTransactions,
  getTransactionTypes,
} from './billing.service';
import { cardsRoutes } from './cards/cards.routes';
import { productsRoutes } from './products/products.routes';
import {
  createGroupBalanceTransfer,
  getGroupBalanceTransfer,
  getGroupBalanceTransfers,
} from './group-balance-transfers.service';

/** The billing ledger: balances, transactions, transfers, refunds (decision 0027). */
export async function billingRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.getBalance, ({ user, params }) =>
    getBalance(db, user, params.id, params.productType),
  );
  route(app, ops.getTransactions, ({ user, params, query }) =>
    getTransactions(db, user, params.clientId, query),
  );
  route(app, ops.getTransactionTypes, () => getTransactionTypes());
  route(app, ops.createTransaction, async ({ user, params, body, request, reply }) =>
    answerOnce(
      reply,
      await createTransaction(db, user, params.clientId, body, idempotencyKeyOf(request, user)),
    ),
  );
  route(app, ops.createTransfer, async ({ user, params, body, request, reply }) =>
    answerOnce(
      reply,
      await createTransfer(db, user, params.clientId, body, idempotencyKeyOf(request, user)),
    ),
  );
  route(app, ops.refund, async ({ user, params, body, request, reply }) =>
    answerOnce(
      reply,
      await createRefund(db, user, params.serviceTypeId, body, idempotencyKeyOf(request, user)),
    ),
  );
  route(app, ops.getGroupBalanceTransfers, ({ user, params }) =>
    getGroupBalanceTransfers(db, user, params.id),
  );
  route(app, ops.createGroupBalanceTransfer, async ({ user, params, body, request, reply }) =>
    answerOnce(
      reply,
      await createGroupBalanceTransfer(db, user, params.id, body, idempotencyKeyOf(request, user)),
    ),
  );
  route(app, ops.getGroupBalanceTransfer, ({ user, params }) =>
    getGroupBalanceTransfer(db, user, params.id),
  );
  cardsRoutes(app);
  productsRoutes(app);
}
