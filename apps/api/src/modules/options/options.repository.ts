import { asc, eq, sql } from 'drizzle-orm';
import type { Option } from '@client-admin/contracts/common';
import type { Tx } from '../../db/database';
import { accountReps, parentCompanies, salesPeople } from '../../db/schema/options';
import { clientLevels, clientStatuses } from '../../db/schema/reference';

export const listAgencies = (tx: Tx): Promise<Option[]> =>
  tx
    .select({ value: parentCompanies.code, label: parentCompanies.displayName })
    .from(parentCompanies)
    .orderBy(asc(parentCompanies.displayName), asc(parentCompanies.code));

export const listStatuses = (tx: Tx): Promise<Option[]> =>
  tx
    .select({ value: clientStatuses.code, label: clientStatuses.label })
    .from(clientStatuses)
    .orderBy(asc(clientStatuses.sortOrder));

export const listLevels = (tx: Tx) =>
  tx
    .select({ name: clientLevels.name, enabled: clientLevels.enabled })
    .from(clientLevels)
    .orderBy(asc(clientLevels.sortOrder));

export const listAccountReps = (tx: Tx): Promise<Option[]> =>
  tx
    .select({ value: accountReps.id, label: accountReps.name })
    .from(accountReps)
    .orderBy(asc(accountReps.name), asc(accountReps.id));

export const listSalesPeople = (tx: Tx): Promise<Option[]> =>
  tx
    .select({ value: salesPeople.id, label: salesPeople.name })
    .from(salesPeople)
    .orderBy(asc(salesPeople.name), asc(salesPeople.id));

/** The sales person whose e-mail this is, if any. */
export async function findSalesPersonByEmail(
  tx: Tx,
  email: string,
): Promise<{ id: string } | null> {
  const [row] = await tx
    .select({ id: salesPeople.id })
    .from(salesPeople)
    .where(eq(sql`lower(${salesPeople.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Whether a parent company (a carrier) of this code exists. */
export async function parentCompanyExists(tx: Tx, code: string): Promise<boolean> {
  const [row] = await tx
    .select({ code: parentCompanies.code })
    .from(parentCompanies)
    .where(eq(parentCompanies.code, code));
  return row !== undefined;
}
