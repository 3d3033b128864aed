import { and, desc, eq, sql } from 'drizzle-orm';
import type { ClientRuleName } from '@client-admin/domain/client-rules/client-rule-types';
import type { Tx } from '../../db/database';
import { channels } from '../../db/schema/channels';
import { clientRules } from '../../db/schema/client-rules';

const ruleColumns = {
  id: clientRules.id,
  clientId: clientRules.clientId,
  clientQuoteTypeId: clientRules.clientQuoteTypeId,
  channelName: channels.name,
  ruleName: clientRules.ruleName,
  createdAt: clientRules.createdAt,
};

export interface ClientRuleRow {
  id: number;
  clientId: number;
  clientQuoteTypeId: number | null;
  channelName: string | null;
  ruleName: string;
  createdAt: Date;
}

const withChannel = (tx: Tx) =>
  tx
    .select(ruleColumns)
    .from(clientRules)
    .leftJoin(channels, eq(channels.id, clientRules.clientQuoteTypeId));

export function listClientRules(tx: Tx, clientId: number): Promise<ClientRuleRow[]> {
  return withChannel(tx)
    .where(eq(clientRules.clientId, clientId))
    .orderBy(desc(clientRules.createdAt), desc(clientRules.id));
}

export async function findClientRule(tx: Tx, id: number): Promise<ClientRuleRow | undefined> {
  const [row] = await withChannel(tx).where(eq(clientRules.id, id));
  return row;
}

/** The client of a channel, to check a rule names one of its own. */
export async function channelClientId(tx: Tx, channelId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ clientId: channels.clientId })
    .from(channels)
    .where(eq(channels.id, channelId));
  return row?.clientId;
}

export interface ClientRuleValues {
  clientId: number;
  clientQuoteTypeId: number | null;
  ruleName: ClientRuleName;
}

/** Whether another rule of the client already is this one (the unique index's key). */
export async function ruleTaken(
  tx: Tx,
  values: ClientRuleValues,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: clientRules.id })
    .from(clientRules)
    .where(
      and(
        eq(clientRules.clientId, values.clientId),
        eq(clientRules.ruleName, values.ruleName),
        sql`coalesce(${clientRules.clientQuoteTypeId}, 0) = ${values.clientQuoteTypeId ?? 0}`,
        exceptId === null ? undefined : sql`${clientRules.id} <> ${exceptId}`,
      ),
    );
  return row !== undefined;
}

export async function insertClientRule(
  tx: Tx,
  values: ClientRuleValues & { createdBy: string },
): Promise<number> {
  const [row] = await tx.insert(clientRules).values(values).returning({ id: clientRules.id });
  if (!row) throw new Error('client rule was not stored');
  return row.id;
}

export async function updateClientRule(tx: Tx, id: number, values: ClientRuleValues) {
  await tx.update(clientRules).set(values).where(eq(clientRules.id, id));
}

export async function deleteClientRule(tx: Tx, id: number) {
  await tx.delete(clientRules).where(eq(clientRules.id, id));
}
