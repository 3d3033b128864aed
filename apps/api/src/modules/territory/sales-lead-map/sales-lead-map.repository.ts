import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { salesLeadMaps } from '../../../db/schema/geography';

/** The zips a sales user keeps for its lead map, if it kept any. */
export async function findSalesZips(tx: Tx, userId: string): Promise<string[] | undefined> {
  const [row] = await tx
    .select({ zipCodes: salesLeadMaps.zipCodes })
    .from(salesLeadMaps)
    .where(eq(salesLeadMaps.userId, userId));
  return row?.zipCodes;
}

export async function saveSalesZips(tx: Tx, userId: string, zipCodes: string[]): Promise<void> {
  await tx
    .insert(salesLeadMaps)
    .values({ userId, zipCodes })
    .onConflictDoUpdate({
      target: salesLeadMaps.userId,
      set: { zipCodes, updatedAt: sql`now()` },
    });
}
