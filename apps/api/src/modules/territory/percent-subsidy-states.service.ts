import { asc } from 'drizzle-orm';
import { normalisePercentSubsidyStates } from '@client-admin/domain/territory/percent-subsidy-states';
import type { Database } from '../../db/database';
import { percentSubsidyStates } from '../../db/schema/geography';

/** GET /api/feature/enabled-percent-subsidy-states: the state codes, or ALL (seed 001 §5). */
export async function getPercentSubsidyStates(db: Database): Promise<string[]> {
  const rows = await db.transaction((tx) =>
    tx.select().from(percentSubsidyStates).orderBy(asc(percentSubsidyStates.stateCode)),
  );
  return normalisePercentSubsidyStates(rows.map((r) => r.stateCode));
}
