import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { clientStatuses } from '../../db/schema/reference';

export async function findStatusLabel(tx: Tx, code: string): Promise<string | null> {
  const [row] = await tx
    .select({ label: clientStatuses.label })
    .from(clientStatuses)
    .where(eq(clientStatuses.code, code));
  return row?.label ?? null;
}
