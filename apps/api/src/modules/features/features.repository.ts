import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { clients } from '../../db/schema/clients';
import { featureFlagAudit, featureFlagRules, featureFlags } from '../../db/schema/features';

export type FlagRow = typeof featureFlags.$inferSelect;
export type RuleRow = typeof featureFlagRules.$inferSelect;
export type AuditRow = typeof featureFlagAudit.$inferSelect;
export type NewAudit = typeof featureFlagAudit.$inferInsert;
export interface FlagWithRules extends FlagRow {
  rules: RuleRow[];
}

export interface RuleTarget {
  clientId: number | null;
  carrier: string | null;
  clientType: 'AGENT' | 'CORPORATE' | null;
}

export async function listFlagsWithRules(tx: Tx): Promise<FlagWithRules[]> {
  const flags = await tx.select().from(featureFlags).orderBy(asc(featureFlags.name));
  const rules = await tx.select().from(featureFlagRules).orderBy(asc(featureFlagRules.id));
  return flags.map((flag) => ({ ...flag, rules: rules.filter((r) => r.flagName === flag.name) }));
}

export async function findFlag(tx: Tx, name: string, options: { lock?: boolean } = {}) {
  const query = tx.select().from(featureFlags).where(eq(featureFlags.name, name));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateFlag(
  tx: Tx,
  name: string,
  values: Pick<FlagRow, 'defaultEnabled' | 'description' | 'updatedBy' | 'updatedAt'>,
): Promise<void> {
  await tx.update(featureFlags).set(values).where(eq(featureFlags.name, name));
}

const sameTarget = (flagName: string, target: RuleTarget): SQL | undefined =>
  and(
    eq(featureFlagRules.flagName, flagName),
    target.clientId === null
      ? isNull(featureFlagRules.clientId)
      : eq(featureFlagRules.clientId, target.clientId),
    target.carrier === null
      ? isNull(featureFlagRules.carrier)
      : eq(featureFlagRules.carrier, target.carrier),
    target.clientType === null
      ? isNull(featureFlagRules.clientType)
      : eq(featureFlagRules.clientType, target.clientType),
  );

export async function findRuleByTarget(tx: Tx, flagName: string, target: RuleTarget) {
  const [row] = await tx.select().from(featureFlagRules).where(sameTarget(flagName, target));
  return row;
}

export async function findRule(tx: Tx, flagName: string, id: number) {
  const [row] = await tx
    .select()
    .from(featureFlagRules)
    .where(and(eq(featureFlagRules.flagName, flagName), eq(featureFlagRules.id, id)));
  return row;
}

export async function insertRule(
  tx: Tx,
  values: RuleTarget & { flagName: string; enabled: boolean; createdBy: string },
): Promise<RuleRow> {
  const [row] = await tx.insert(featureFlagRules).values(values).returning();
  if (!row) throw new Error('rule insert returned nothing');
  return row;
}

export async function setRuleEnabled(tx: Tx, id: number, enabled: boolean): Promise<RuleRow> {
  const [row] = await tx
    .update(featureFlagRules)
    .set({ enabled })
    .where(eq(featureFlagRules.id, id))
    .returning();
  if (!row) throw new Error('rule update returned nothing');
  return row;
}

export async function deleteRule(tx: Tx, id: number): Promise<void> {
  await tx.delete(featureFlagRules).where(eq(featureFlagRules.id, id));
}

export async function insertAudit(tx: Tx, entry: NewAudit): Promise<void> {
  await tx.insert(featureFlagAudit).values(entry);
}

export async function listAudit(
  tx: Tx,
  flagName: string,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = eq(featureFlagAudit.flagName, flagName);
  const rows = await tx
    .select()
    .from(featureFlagAudit)
    .where(where)
    .orderBy(desc(featureFlagAudit.createdAt), desc(featureFlagAudit.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await tx.select({ n: count() }).from(featureFlagAudit).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** The carrier and client type that flag rules look at. */
export async function findFlagSubject(tx: Tx, clientId: number) {
  const [row] = await tx
    .select({ carrier: clients.parentCompany, clientType: clients.clientType })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}
