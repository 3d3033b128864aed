import type { FastifyInstance } from 'fastify';
import { billingCardOperations as ops } from '@client-admin/contracts/billing-cards';
import { route } from '../../../plugins/contract-route';
import {
  addCard,
  csAlert,
  getAuthnet,
  getCards,
  removeCard,
  setPrimaryCard,
  updateCard,
} from './cards.service';

/** Cards through the card vault (decision 0031). */
export function cardsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const deps = { db, vault: app.cardVault };

  route(app, ops.getAuthnet, () => getAuthnet(app.cardVault));
  route(app, ops.getCards, ({ user, params }) => getCards(db, user, params.id));
  route(app, ops.addCard, ({ user, body }) => addCard(deps, user, body));
  route(app, ops.updateCard, ({ user, body }) => updateCard(deps, user, body));
  route(app, ops.setPrimaryCard, ({ user, params, body }) =>
    setPrimaryCard(db, user, params.id, body.paymentServiceId),
  );
  route(app, ops.removeCard, ({ user, params }) =>
    removeCard(deps, user, params.id, params.paymentId),
  );
  route(app, ops.csAlert, ({ user, body }) => csAlert({ db, email: app.email }, user, body));
}
