import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { consentCompanies } from '../../db/schema/options';

export const listConsentCompanies = (tx: Tx) =>
  tx
    .select({ id: consentCompanies.id, name: consentCompanies.name })
    .from(consentCompanies)
    .orderBy(asc(consentCompanies.name), asc(consentCompanies.id));

export async function consentCompanyExists(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: consentCompanies.id })
    .from(consentCompanies)
    .where(eq(consentCompanies.id, id));
  return rows.length > 0;
}
