import { sql } from 'drizzle-orm';
import { CLIENT_LEVELS } from '@client-admin/domain/client-levels';
import { CLIENT_STATUS_LABELS } from '@client-admin/domain/client-status';
import { TIME_ZONES } from '@client-admin/domain/time-zones';
import { US_STATES } from '@client-admin/domain/us-states';
import { QUOTE_TYPE_LABELS } from '@client-admin/domain/quote-types';
import type { Database } from '../database';
import { clientLevels, clientStatuses, timeZones, usStates } from '../schema/reference';
import { quoteTypes } from '../schema/packages';
import { promos } from '../schema/billing-money';
import { PROMOS } from '@client-admin/domain/billing/promos';

/** Keeps the reference tables equal to the lists in packages/domain; runs at every start. */
export async function syncReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(clientStatuses)
      .values(
        Object.entries(CLIENT_STATUS_LABELS).map(([code, label], sortOrder) => ({
          code,
          label,
          sortOrder,
        })),
      )
      .onConflictDoUpdate({
        target: clientStatuses.code,
        set: { label: sql`excluded.label`, sortOrder: sql`excluded.sort_order` },
      });
    await tx
      .insert(clientLevels)
      .values(CLIENT_LEVELS.map((level, sortOrder) => ({ ...level, sortOrder })))
      .onConflictDoUpdate({
        target: clientLevels.name,
        set: { enabled: sql`excluded.enabled`, sortOrder: sql`excluded.sort_order` },
      });
    await tx
      .insert(timeZones)
      .values(TIME_ZONES.map((zone) => ({ ...zone })))
      .onConflictDoUpdate({
        target: timeZones.code,
        set: { name: sql`excluded.name`, iana: sql`excluded.iana` },
      });
    await tx
      .insert(usStates)
      .values(US_STATES)
      .onConflictDoUpdate({ target: usStates.abbreviation, set: { name: sql`excluded.name` } });
    await tx
      .insert(quoteTypes)
      .values(
        Object.entries(QUOTE_TYPE_LABELS).map(([code, label], sortOrder) => ({
          code,
          label,
          sortOrder,
        })),
      )
      .onConflictDoUpdate({
        target: quoteTypes.code,
        set: { label: sql`excluded.label`, sortOrder: sql`excluded.sort_order` },
      });
    await tx
      .insert(promos)
      .values(PROMOS.map((promo, sortOrder) => ({ ...promo, sortOrder })))
      .onConflictDoUpdate({
        target: promos.code,
        set: {
          name: sql`excluded.name`,
          amountCents: sql`excluded.amount_cents`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
  });
}
