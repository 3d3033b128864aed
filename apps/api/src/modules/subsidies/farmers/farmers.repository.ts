import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AgentKind } from '@client-admin/domain/subsidies/farmers-rows';
import type { Tx } from '../../../db/database';
import { clients } from '../../../db/schema/clients';
import { farmersAgentImports, farmersBillingRecords } from '../../../db/schema/imports';
import { parentPrograms } from '../../../db/schema/signup';

export type AgentImportRow = typeof farmersAgentImports.$inferSelect;
export type BillingRecordRow = typeof farmersBillingRecords.$inferSelect;

export async function insertAgentImport(
  tx: Tx,
  row: { agentKind: AgentKind; contentDate: string },
): Promise<AgentImportRow> {
  const [inserted] = await tx
    .insert(farmersAgentImports)
    .values({ ...row, status: 'InProgress' })
    .returning();
  return inserted!;
}

export async function finishAgentImport(
  tx: Tx,
  id: number,
  end: { status: 'Complete' | 'Error'; message: string; batchId?: number },
): Promise<AgentImportRow> {
  const [row] = await tx
    .update(farmersAgentImports)
    .set(end)
    .where(eq(farmersAgentImports.id, id))
    .returning();
  return row!;
}

/** The latest import of each kind. */
export async function latestAgentImports(
  tx: Tx,
): Promise<Partial<Record<AgentKind, AgentImportRow>>> {
  const rows = await tx
    .selectDistinctOn([farmersAgentImports.agentKind])
    .from(farmersAgentImports)
    .orderBy(farmersAgentImports.agentKind, desc(farmersAgentImports.id));
  return Object.fromEntries(rows.map((r) => [r.agentKind, r]));
}

export interface FarmersClient {
  id: number;
  email: string;
  agencyEmail: string;
  status: string;
  farmersFolio: string | null;
}

const farmersClientColumns = {
  id: clients.id,
  email: clients.email,
  agencyEmail: clients.agencyEmail,
  status: clients.status,
  farmersFolio: clients.farmersFolio,
};

/** Farmers clients whose e-mail or agency e-mail is one of `emails` (lowercased), locked. */
export async function lockFarmersClientsByEmail(
  tx: Tx,
  emails: readonly string[],
): Promise<FarmersClient[]> {
  if (emails.length === 0) return [];
  return tx
    .select(farmersClientColumns)
    .from(clients)
    .where(
      and(
        eq(clients.parentCompany, 'FARMERS'),
        or(
          inArray(sql`lower(${clients.email})`, [...emails]),
          inArray(sql`lower(${clients.agencyEmail})`, [...emails]),
        ),
      ),
    )
    .orderBy(clients.id)
    .for('update');
}

export async function farmersClientsByFolio(
  tx: Tx,
  folios: readonly string[],
): Promise<FarmersClient[]> {
  if (folios.length === 0) return [];
  return tx
    .select(farmersClientColumns)
    .from(clients)
    .where(
      and(
        eq(clients.parentCompany, 'FARMERS'),
        inArray(sql`upper(${clients.farmersFolio})`, [...folios]),
      ),
    );
}

export async function findBillingRecords(
  tx: Tx,
  recordIds: readonly string[],
): Promise<BillingRecordRow[]> {
  if (recordIds.length === 0) return [];
  return tx
    .select()
    .from(farmersBillingRecords)
    .where(inArray(farmersBillingRecords.recordId, [...recordIds]))
    .for('update');
}

export async function insertBillingRecord(
  tx: Tx,
  row: typeof farmersBillingRecords.$inferInsert,
): Promise<void> {
  await tx.insert(farmersBillingRecords).values(row);
}

/** Seed 002 §7: the Farmers co-op (BMP) program is on when its default program row says so. */
export async function farmersCooperateEnabled(tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({ farmersBmp: parentPrograms.farmersBmp })
    .from(parentPrograms)
    .where(
      and(
        eq(parentPrograms.parentCompany, 'FARMERS'),
        isNull(parentPrograms.agencyEmail),
        isNull(parentPrograms.state),
      ),
    )
    .limit(1);
  return row?.farmersBmp ?? false;
}
