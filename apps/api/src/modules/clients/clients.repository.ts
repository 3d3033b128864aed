import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { placeholder, preparedRead } from '../../db/prepared-read';
import { clients } from '../../db/schema/clients';
import { accountReps, parentCompanies, salesPeople } from '../../db/schema/options';
import { clientStatuses } from '../../db/schema/reference';

export type ClientRow = typeof clients.$inferSelect;
export type ClientChanges = Partial<Omit<typeof clients.$inferInsert, 'id' | 'createdAt'>>;

export async function findClient(tx: Tx, id: number): Promise<ClientRow | null> {
  const [row] = await tx.select().from(clients).where(eq(clients.id, id));
  return row ?? null;
}

const clientById = preparedRead((tx) =>
  tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, placeholder('id'))),
);

export async function clientExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await clientById(tx, { id });
  return row !== undefined;
}

/** The row, locked until the transaction ends, so two edits of one client never interleave. */
export async function findClientForUpdate(tx: Tx, id: number): Promise<ClientRow | null> {
  // NO KEY UPDATE: it serializes the client's changes without blocking the foreign-key checks of
  // rows that point at the client (a ledger transaction being posted), which would deadlock.
  const [row] = await tx.select().from(clients).where(eq(clients.id, id)).for('no key update');
  return row ?? null;
}

/** Applies the changes, bumps the version and the update time. */
export async function updateClient(tx: Tx, id: number, changes: ClientChanges): Promise<ClientRow> {
  const [row] = await tx
    .update(clients)
    .set({ ...changes, version: sql`${clients.version} + 1`, updatedAt: new Date() })
    .where(eq(clients.id, id))
    .returning();
  if (!row) throw new Error(`client ${id} vanished during its update`);
  return row;
}

export async function findParentCompanyName(tx: Tx, code: string): Promise<string | null> {
  const [row] = await tx
    .select({ displayName: parentCompanies.displayName })
    .from(parentCompanies)
    .where(eq(parentCompanies.code, code));
  return row?.displayName ?? null;
}

/** Every client status, in the order staff pick them. */
export async function listClientStatuses(tx: Tx): Promise<{ code: string; label: string }[]> {
  return tx
    .select({ code: clientStatuses.code, label: clientStatuses.label })
    .from(clientStatuses)
    .orderBy(asc(clientStatuses.sortOrder));
}

export async function accountRepExists(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: accountReps.id })
    .from(accountReps)
    .where(eq(accountReps.id, id));
  return rows.length > 0;
}

export async function salesPersonExists(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: salesPeople.id })
    .from(salesPeople)
    .where(eq(salesPeople.id, id));
  return rows.length > 0;
}

/** A new client row (the default client a self-signed-up login gets). */
export async function insertClient(
  tx: Tx,
  values: typeof clients.$inferInsert,
): Promise<ClientRow> {
  const [row] = await tx.insert(clients).values(values).returning();
  if (!row) throw new Error('client insert returned nothing');
  return row;
}

/** The status alone, as a system step sets and restores it (a recharge pause). */
export async function setClientStatus(tx: Tx, clientId: number, status: string): Promise<void> {
  await tx.update(clients).set({ status }).where(eq(clients.id, clientId));
}
