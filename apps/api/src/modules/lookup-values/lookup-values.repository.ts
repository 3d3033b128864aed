import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { LookupValueSort } from '@client-admin/domain/lookup-values/lookup-value-constants';
import type { Tx } from '../../db/database';
import { escapeLike } from '../../db/like-pattern';
import { channelSubscriptionFilters } from '../../db/schema/channels';
import { subscriptionFilterLookups, subscriptionFilterTypes } from '../../db/schema/packages';

export interface LookupValueRow {
  id: number;
  filterTypeId: number;
  filterTypeName: string;
  value: string;
  label: string;
  channelCount: number;
}

const SORT_COLUMNS = {
  filterTypeName: subscriptionFilterTypes.name,
  value: subscriptionFilterLookups.value,
  label: subscriptionFilterLookups.label,
  id: subscriptionFilterLookups.id,
} as const;

export interface LookupValueListing {
  search: string;
  filterTypeId?: number;
  sort: LookupValueSort;
  descending: boolean;
  limit: number;
  offset: number;
}

function matching(listing: LookupValueListing): SQL | undefined {
  const pattern = `%${escapeLike(listing.search)}%`;
  return and(
    listing.filterTypeId === undefined
      ? undefined
      : eq(subscriptionFilterLookups.filterTypeId, listing.filterTypeId),
    listing.search === ''
      ? undefined
      : or(
          ilike(subscriptionFilterLookups.value, pattern),
          ilike(subscriptionFilterLookups.label, pattern),
          ilike(subscriptionFilterTypes.name, pattern),
        ),
  );
}

const channelCount = sql<number>`(select count(*)::int from ${channelSubscriptionFilters}
  where ${channelSubscriptionFilters.lookupId} = ${subscriptionFilterLookups.id})`;

const valueColumns = {
  id: subscriptionFilterLookups.id,
  filterTypeId: subscriptionFilterLookups.filterTypeId,
  filterTypeName: subscriptionFilterTypes.name,
  value: subscriptionFilterLookups.value,
  label: subscriptionFilterLookups.label,
  channelCount,
};

const joined = (tx: Tx) =>
  tx
    .select(valueColumns)
    .from(subscriptionFilterLookups)
    .innerJoin(
      subscriptionFilterTypes,
      eq(subscriptionFilterTypes.id, subscriptionFilterLookups.filterTypeId),
    );

export async function listLookupValues(
  tx: Tx,
  listing: LookupValueListing,
): Promise<{ rows: LookupValueRow[]; total: number }> {
  const where = matching(listing);
  const column = SORT_COLUMNS[listing.sort];
  const rows = await joined(tx)
    .where(where)
    .orderBy(listing.descending ? desc(column) : asc(column), asc(subscriptionFilterLookups.id))
    .limit(listing.limit)
    .offset(listing.offset);
  const [counted] = await tx
    .select({ n: count() })
    .from(subscriptionFilterLookups)
    .innerJoin(
      subscriptionFilterTypes,
      eq(subscriptionFilterTypes.id, subscriptionFilterLookups.filterTypeId),
    )
    .where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function findLookupValue(tx: Tx, id: number): Promise<LookupValueRow | undefined> {
  const [row] = await joined(tx).where(eq(subscriptionFilterLookups.id, id));
  return row;
}

export async function findFilterType(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(subscriptionFilterTypes)
    .where(eq(subscriptionFilterTypes.id, id))
    .for('update');
  return row;
}

/** Another value of the type spelled the same, ignoring case. */
export async function valueTaken(
  tx: Tx,
  filterTypeId: number,
  value: string,
  exceptId: number | undefined,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptionFilterLookups.id })
    .from(subscriptionFilterLookups)
    .where(
      and(
        eq(subscriptionFilterLookups.filterTypeId, filterTypeId),
        sql`lower(${subscriptionFilterLookups.value}) = lower(${value})`,
        exceptId === undefined ? undefined : sql`${subscriptionFilterLookups.id} <> ${exceptId}`,
      ),
    );
  return row !== undefined;
}

interface LookupValueValues {
  filterTypeId: number;
  value: string;
  label: string;
}

export async function insertLookupValue(tx: Tx, values: LookupValueValues): Promise<number> {
  const [row] = await tx
    .insert(subscriptionFilterLookups)
    .values(values)
    .returning({ id: subscriptionFilterLookups.id });
  if (!row) throw new Error('lookup value was not stored');
  return row.id;
}

export async function updateLookupValue(tx: Tx, id: number, values: LookupValueValues) {
  await tx
    .update(subscriptionFilterLookups)
    .set(values)
    .where(eq(subscriptionFilterLookups.id, id));
}
