import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { productTerms } from '../../../db/schema/billing-products';

export type ProductTermsRow = typeof productTerms.$inferSelect;
export type NewProductTerms = typeof productTerms.$inferInsert;

export const listProductTerms = (tx: Tx, clientId: number) =>
  tx.select().from(productTerms).where(eq(productTerms.clientId, clientId));

export async function upsertProductTerms(tx: Tx, values: NewProductTerms): Promise<void> {
  const changes: Partial<NewProductTerms> = { ...values };
  delete changes.clientId;
  delete changes.productType;
  await tx
    .insert(productTerms)
    .values(values)
    .onConflictDoUpdate({
      target: [productTerms.clientId, productTerms.productType],
      set: { ...changes, updatedAt: new Date() },
    });
}
