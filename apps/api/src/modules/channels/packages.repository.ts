import { and, asc, eq, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOM_PACKAGE_ID } from '@client-admin/domain/channel-messages';
import type { Tx } from '../../db/database';
import {
  packageExcludedClients,
  packagePriceModifiers,
  packages,
  quoteTypes,
} from '../../db/schema/packages';

const withQuoteType = {
  pkg: packages,
  quoteTypeId: quoteTypes.id,
  quoteTypeLabel: quoteTypes.label,
};
export type FoundPackage = {
  pkg: typeof packages.$inferSelect;
  quoteTypeId: number;
  quoteTypeLabel: string;
};

export async function findPackage(tx: Tx, id: string): Promise<FoundPackage | null> {
  const [row] = await tx
    .select(withQuoteType)
    .from(packages)
    .innerJoin(quoteTypes, eq(quoteTypes.code, packages.quoteType))
    .where(eq(packages.id, id));
  return row ?? null;
}

export async function listPackageModifiers(tx: Tx, packageId: string) {
  return tx
    .select()
    .from(packagePriceModifiers)
    .where(eq(packagePriceModifiers.packageId, packageId))
    .orderBy(asc(packagePriceModifiers.id));
}

export async function listModifiersOf(tx: Tx, packageIds: string[]) {
  if (packageIds.length === 0) return [];
  return tx
    .select()
    .from(packagePriceModifiers)
    .where(inArray(packagePriceModifiers.packageId, packageIds))
    .orderBy(asc(packagePriceModifiers.id));
}

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
export async function listPackages(tx: Tx, filter: PackageListFilter): Promise<FoundPackage[]> {
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
