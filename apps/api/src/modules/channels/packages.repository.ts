import { and, asc, eq, notExists, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOM_PACKAGE_ID } from '@client-admin/domain/channel-messages';
import type { Tx } from '../../db/database';
import { withQuoteType, type PackageWithQuoteType } from '../packages/packages.repository';
import { packageExcludedClients, packages, quoteTypes } from '../../db/schema/packages';

export interface PackageListFilter {
  carrier: string;
  productTypeId: number;
  quoteType?: string;
  quoteTypeId?: number;
  sourceOnly: boolean;
  /** Packages excluded for this client are left out. */
  clientId: number | null;
  includeCustom: boolean;
}

/** Active packages of a carrier and product (and quote type), the custom one when asked. */
export async function listPackages(
  tx: Tx,
  filter: PackageListFilter,
): Promise<PackageWithQuoteType[]> {
  const conditions: SQL[] = [
    eq(packages.isActive, true),
    eq(packages.isSourceOnly, filter.sourceOnly),
    eq(sql`upper(${packages.carrier})`, filter.carrier.toUpperCase()),
    eq(packages.productTypeId, filter.productTypeId),
  ];
  if (filter.quoteType) conditions.push(eq(packages.quoteType, filter.quoteType.toLowerCase()));
  if (filter.quoteTypeId) conditions.push(eq(quoteTypes.id, filter.quoteTypeId));
  if (filter.clientId !== null) {
    conditions.push(
      notExists(
        tx
          .select({ one: sql`1` })
          .from(packageExcludedClients)
          .where(
            and(
              eq(packageExcludedClients.packageId, packages.id),
              eq(packageExcludedClients.clientId, filter.clientId),
            ),
          ),
      ),
    );
  }
  const matching = and(...conditions)!;
  return tx
    .select(withQuoteType)
    .from(packages)
    .innerJoin(quoteTypes, eq(quoteTypes.code, packages.quoteType))
    .where(filter.includeCustom ? or(eq(packages.id, CUSTOM_PACKAGE_ID), matching) : matching)
    .orderBy(asc(packages.name), asc(packages.id));
}
