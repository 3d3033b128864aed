import type { FastifyInstance } from 'fastify';
import { billingOperations as ops } from '@client-admin/contracts/billing';
import { route } from '../../plugins/contract-route';
import { answerOnce, idempotencyKeyOf } from '../../plugins/idempotency';
import { billingMoneyOperations as money } from '@client-admin/contracts/billing-money';
import { createRefund } from './card-refunds/card-refund.service';
import {
  createTransaction,
  createTransfer,
  getBalance,
  getTransactions,
  getTransactionTypes,
} from './billing.service';
import { cancellationRoutes } from './cancellation/cancellation.routes';
import { cardsRoutes } from './cards/cards.routes';
import { getReplacementCandidates, replaceTransaction } from './group-debt/group-debt.service';
import { getBillingTypes, getPromos } from './promos/promos.service';
import { productsRoutes } from './products/products.routes';
import { promosRoutes } from './promos/promos.routes';
import { statementsRoutes } from './statements/statements.routes';
import {
  createGroupBalanceTransfer,
  getGroupBalanceTransfer,
  reverseGroupBalanceTransfer,
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
      await createRefund(
        db,
        app.cardVault,
        user,
        params.serviceTypeId,
        body,
        idempotencyKeyOf(request, user),
      ),
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
  route(app, ops.reverseGroupBalanceTransfer, async ({ user, params, body, request, reply }) =>
    answerOnce(
      reply,
      await reverseGroupBalanceTransfer(db, user, params.id, body, idempotencyKeyOf(request, user)),
    ),
  );
  route(app, ops.getGroupBalanceTransfer, ({ user, params }) =>
    getGroupBalanceTransfer(db, user, params.id),
  );
  route(app, money.getBillingTypes, () => getBillingTypes());
  route(app, money.getPromos, () => getPromos(db));
  route(app, money.getGroupDebtReplacementTransactions, ({ user, params, query }) =>
    getReplacementCandidates(db, user, params.clientId, params.transactionId, query.amount),
  );
  route(app, money.replaceTransaction, async ({ user, params, query, body, request, reply }) =>
    answerOnce(
      reply,
      await replaceTransaction(
        db,
        user,
        params.clientId,
        params.transactionId,
        query.amount,
        body,
        idempotencyKeyOf(request, user),
      ),
    ),
  );
  cardsRoutes(app);
  cancellationRoutes(app);
  statementsRoutes(app);
  productsRoutes(app);
  promosRoutes(app);
}
