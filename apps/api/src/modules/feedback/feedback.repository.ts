import { count, desc } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { feedback } from '../../db/schema/feedback';

export type FeedbackRow = typeof feedback.$inferSelect;

export async function insertFeedback(
  tx: Tx,
  values: Omit<typeof feedback.$inferInsert, 'id' | 'createdAt'>,
): Promise<FeedbackRow> {
  const [row] = await tx.insert(feedback).values(values).returning();
  if (!row) throw new Error('feedback was not stored');
  return row;
}

export async function listFeedback(
  tx: Tx,
  page: { limit: number; offset: number },
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const rows = await tx
    .select()
    .from(feedback)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await tx.select({ n: count() }).from(feedback);
  return { rows, total: counted?.n ?? 0 };
}
