import { and, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { vacationAllowances, vacationPauses } from '../../db/schema/vacations';

export type VacationPauseRow = typeof vacationPauses.$inferSelect;
export type NewVacationPause = typeof vacationPauses.$inferInsert;
export type VacationPauseChanges = Partial<
  Pick<VacationPauseRow, 'startTime' | 'endTime' | 'actualStartTime' | 'actualEndTime' | 'status'>
>;

/** The client's pauses, the newest start first. */
export async function listClientPauses(tx: Tx, clientId: number): Promise<VacationPauseRow[]> {
  return tx
    .select()
    .from(vacationPauses)
    .where(eq(vacationPauses.clientId, clientId))
    .orderBy(desc(vacationPauses.startTime), desc(vacationPauses.id));
}

export async function findPause(
  tx: Tx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<VacationPauseRow | null> {
  const query = tx.select().from(vacationPauses).where(eq(vacationPauses.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertPause(tx: Tx, values: NewVacationPause): Promise<VacationPauseRow> {
  const [row] = await tx.insert(vacationPauses).values(values).returning();
  return row!;
}

/** Applies the changes and bumps the version. */
export async function updatePause(
  tx: Tx,
  id: number,
  changes: VacationPauseChanges,
): Promise<VacationPauseRow> {
  const [row] = await tx
    .update(vacationPauses)
    .set({ ...changes, version: sql`${vacationPauses.version} + 1` })
    .where(eq(vacationPauses.id, id))
    .returning();
  if (!row) throw new Error(`vacation pause ${id} vanished during its update`);
  return row;
}

/**
 * The pauses the clock has reached (PENDING whose start has come, ACTIVE whose end has come):
 * ids and clients only, served by the partial index vacation_pauses_open; the job locks each
 * one in its own transaction, client first.
 */
export async function listDuePauses(
  tx: Tx,
  now: Date,
): Promise<{ id: number; clientId: number }[]> {
  return tx
    .select({ id: vacationPauses.id, clientId: vacationPauses.clientId })
    .from(vacationPauses)
    .where(
      or(
        and(eq(vacationPauses.status, 'PENDING'), lte(vacationPauses.startTime, now)),
        and(eq(vacationPauses.status, 'ACTIVE'), lte(vacationPauses.endTime, now)),
      ),
    )
    .orderBy(vacationPauses.id);
}

export interface VacationAllowance {
  hasUnlimited: boolean;
  replenishedAt: Date | null;
}

/** No row: limited, never replenished. */
export async function findAllowance(tx: Tx, clientId: number): Promise<VacationAllowance> {
  const [row] = await tx
    .select()
    .from(vacationAllowances)
    .where(eq(vacationAllowances.clientId, clientId));
  return { hasUnlimited: row?.hasUnlimited ?? false, replenishedAt: row?.replenishedAt ?? null };
}

export async function upsertAllowance(
  tx: Tx,
  clientId: number,
  changes: Partial<VacationAllowance>,
): Promise<void> {
  await tx
    .insert(vacationAllowances)
    .values({ clientId, ...changes })
    .onConflictDoUpdate({ target: vacationAllowances.clientId, set: changes });
}
