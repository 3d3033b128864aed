import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { channels } from '../../../db/schema/channels';
import { channelCapRestores, leadDecisions, leadSales } from '../../../db/schema/lead-flow';

export type NewSale = typeof leadSales.$inferInsert;
export type NewDecision = typeof leadDecisions.$inferInsert;

export async function insertSale(tx: Tx, values: NewSale): Promise<number> {
  const [row] = await tx.insert(leadSales).values(values).returning({ id: leadSales.id });
  return row!.id;
}

export async function insertDecisions(tx: Tx, rows: readonly NewDecision[]): Promise<void> {
  if (rows.length > 0) await tx.insert(leadDecisions).values([...rows]);
}

/** Sets a capped channel's status and when it is ACTIVE again. */
export async function holdCappedChannel(
  tx: Tx,
  channelId: number,
  cap: { status: 'DAYCAPPED' | 'WEEKCAPPED'; restoresAt: Date },
): Promise<void> {
  await tx
    .update(channels)
    .set({
      status: cap.status,
      updatedAt: sql`now()`,
      version: sql`${channels.version} + 1`,
    })
    .where(eq(channels.id, channelId));
  await tx
    .insert(channelCapRestores)
    .values({ channelId, ...cap })
    .onConflictDoUpdate({ target: channelCapRestores.channelId, set: { ...cap } });
}
