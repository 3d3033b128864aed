import type { FastifyInstance } from 'fastify';
import { lookupValueOperations as ops } from '@client-admin/contracts/lookup-values';
import { route } from '../../plugins/contract-route';
import { getLookupValues, saveLookupValue } from './lookup-values.service';

/** The answers of lookup subscription filters (decision 0034). */
export async function lookupValuesRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.getLookupValues, ({ query }) => getLookupValues(db, query));
  route(app, ops.saveLookupValue, ({ body }) => saveLookupValue(db, body));
}
