import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { crmTargets } from '../../../db/schema/crm';

export async function listCrmTargets(tx: Tx) {
  return tx.select().from(crmTargets).orderBy(asc(crmTargets.name));
}

export async function findCrmTargets(tx: Tx, domains: string[]) {
  if (domains.length === 0) return [];
  return tx.select().from(crmTargets).where(inArray(crmTargets.domain, domains));
}
