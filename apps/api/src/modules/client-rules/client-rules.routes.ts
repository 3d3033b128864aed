import type { FastifyInstance } from 'fastify';
import { clientRuleOperations as ops } from '@client-admin/contracts/client-rules';
import { route } from '../../plugins/contract-route';
import {
  createClientRule,
  deleteClientRule,
  getClientRules,
  getClientRuleTypes,
  updateClientRule,
} from './client-rules.service';

/** Client rules; the lead flow reads them with its candidates (decision 0034). */
export async function clientRulesRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.getClientRules, ({ user, query }) => getClientRules(db, user, query.clientId));
  route(app, ops.getClientRuleTypes, () => getClientRuleTypes());
  route(app, ops.createClientRule, ({ user, body }) => createClientRule(db, user, body));
  route(app, ops.updateClientRule, ({ user, body }) => updateClientRule(db, user, body));
  route(app, ops.deleteClientRule, ({ user, query }) => deleteClientRule(db, user, query.id));
}
