import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { packagePriceModifiers, packages, quoteTypes } from '../../db/schema/packages';

export async function findPackage(tx: Tx, id: string) {
  const [row] = await tx
    .select({ pkg: packages, quoteTypeId: quoteTypes.id, quoteTypeLabel: quoteTypes.label })
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
