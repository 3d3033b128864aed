import type {
  ClientRule,
  ClientRuleType,
  CreateClientRuleRequest,
  UpdateClientRuleRequest,
} from '@client-admin/contracts/client-rules';
import type { MessageResponse } from '@client-admin/contracts/common';
import { CLIENT_RULE_MESSAGES as M } from '@client-admin/domain/client-rules/client-rule-messages';
import { CLIENT_RULE_TYPES } from '@client-admin/domain/client-rules/client-rule-types';
import type { Database, Tx } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { loadClientFor } from '../clients/clients.public';
import {
  channelClientId,
  deleteClientRule as deleteRow,
  findClientRule,
  insertClientRule,
  listClientRules,
  ruleTaken,
  updateClientRule as updateRow,
  type ClientRuleRow,
  type ClientRuleValues,
} from './client-rules.repository';

const toClientRule = (row: ClientRuleRow): ClientRule => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/ClientRule?clientId: the client's rules, newest first. */
export function getClientRules(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ClientRule[]> {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId);
    return (await listClientRules(tx, clientId)).map(toClientRule);
  });
}

/** GET /api/ClientRule/types. */
export function getClientRuleTypes(): ClientRuleType[] {
  return CLIENT_RULE_TYPES.map(({ ruleName, description }) => ({ ruleName, description }));
}

/** The rule's channel is the client's, and the client holds no such rule yet. */
async function checkRule(tx: Tx, values: ClientRuleValues, exceptId: number | null) {
  if (values.clientQuoteTypeId !== null) {
    const owner = await channelClientId(tx, values.clientQuoteTypeId);
    if (owner !== values.clientId) throw badRequest('clientQuoteTypeId', M.notClientsChannel);
  }
  if (await ruleTaken(tx, values, exceptId)) throw badRequest('ruleName', M.duplicate);
}

async function reread(tx: Tx, id: number): Promise<ClientRule> {
  const row = await findClientRule(tx, id);
  if (!row) throw notFound(M.notFound);
  return toClientRule(row);
}

const valuesOf = (request: CreateClientRuleRequest): ClientRuleValues => ({
  clientId: request.clientId,
  clientQuoteTypeId: request.clientQuoteTypeId ?? null,
  ruleName: request.ruleName,
});

/** POST /api/ClientRule (staff). */
export function createClientRule(
  db: Database,
  user: RequestUser,
  request: CreateClientRuleRequest,
): Promise<ClientRule> {
  const values = valuesOf(request);
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, values.clientId, { lock: true });
    await checkRule(tx, values, null);
    return reread(tx, await insertClientRule(tx, { ...values, createdBy: user.id }));
  });
}

/** A rule by id, after checking the caller may see its client (403 before 404). */
async function loadRule(tx: Tx, user: RequestUser, id: number): Promise<ClientRuleRow> {
  const row = await findClientRule(tx, id);
  if (!row) throw notFound(M.notFound);
  await loadClientFor(tx, user, row.clientId, { lock: true });
  return row;
}

/** PUT /api/ClientRule (staff): a rule keeps its client. */
export function updateClientRule(
  db: Database,
  user: RequestUser,
  request: UpdateClientRuleRequest,
): Promise<ClientRule> {
  const values = valuesOf(request);
  return db.transaction(async (tx) => {
    const row = await loadRule(tx, user, request.id);
    if (row.clientId !== values.clientId) throw badRequest('clientId', M.notFound);
    await checkRule(tx, values, row.id);
    await updateRow(tx, row.id, values);
    return reread(tx, row.id);
  });
}

/** DELETE /api/ClientRule?id (staff). */
export function deleteClientRule(
  db: Database,
  user: RequestUser,
  id: number,
): Promise<MessageResponse> {
  return db.transaction(async (tx) => {
    await deleteRow(tx, (await loadRule(tx, user, id)).id);
    return { message: M.deleted };
  });
}
