import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { channelPriceModifiers } from '../../db/schema/channels';

export async function listPriceModifiers(tx: Tx, channelId: number) {
  return tx
    .select()
    .from(channelPriceModifiers)
    .where(eq(channelPriceModifiers.channelId, channelId))
    .orderBy(asc(channelPriceModifiers.id));
}

export async function replacePriceModifiers(
  tx: Tx,
  channelId: number,
  modifiers: { packagePriceModifierId: number; priceCents: number }[],
): Promise<void> {
  await tx.delete(channelPriceModifiers).where(eq(channelPriceModifiers.channelId, channelId));
  if (modifiers.length === 0) return;
  await tx.insert(channelPriceModifiers).values(modifiers.map((m) => ({ ...m, channelId })));
}
