import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { clients } from '../../../db/schema/clients';
import { leadCredits } from '../../../db/schema/credits';
import { leadSales } from '../../../db/schema/lead-flow';
import {
  creditRateSql,
  detailsFrom,
  type CreditDetailRow,
} from '../lead-credits/lead-credits.repository';

/** Drizzle queries of the credit dialer (decision 0044): pending credits matching its filter. */

export interface DialerCriteria {
  /** The client's credit rate, whole percents, inclusive. */
  lowCR?: number | undefined;
  highCR?: number | undefined;
  /** The lead's price, inclusive. */
  lowCostCents?: number | undefined;
  highCostCents?: number | undefined;
  creditReason?: string | undefined;
  parentCompany?: string | undefined;
  productTypeId?: number | undefined;
  clientId?: number | undefined;
  /** Where the credit rate's window starts. */
  rateSince: Date;
}

function dialerWhere(c: DialerCriteria): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(leadCredits.status, 'Pending'),
    c.clientId === undefined ? undefined : eq(leadCredits.clientId, c.clientId),
    c.productTypeId === undefined ? undefined : eq(leadCredits.productTypeId, c.productTypeId),
    c.creditReason === undefined ? undefined : eq(leadCredits.reason, c.creditReason),
    c.parentCompany === undefined ? undefined : eq(clients.parentCompany, c.parentCompany),
    c.lowCostCents === undefined ? undefined : gte(leadSales.priceCents, c.lowCostCents),
    c.highCostCents === undefined ? undefined : lte(leadSales.priceCents, c.highCostCents),
  ];
  if (c.lowCR !== undefined || c.highCR !== undefined) {
    const rate = creditRateSql(leadCredits.clientId, c.rateSince);
    conditions.push(sql`${rate} between ${c.lowCR ?? 0} and ${c.highCR ?? 100}`);
  }
  return and(...conditions)!;
}

/** The oldest pending credit matching the filter, in full; null when none does. */
export async function oldestPending(tx: Tx, c: DialerCriteria): Promise<CreditDetailRow | null> {
  const [row] = await detailsFrom(tx, c.rateSince)
    .where(dialerWhere(c))
    .orderBy(asc(leadCredits.requestedAt), asc(leadCredits.id))
    .limit(1);
  return row ?? null;
}

export async function countPending(tx: Tx, c: DialerCriteria): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(leadCredits)
    .innerJoin(leadSales, eq(leadSales.id, leadCredits.saleId))
    .innerJoin(clients, eq(clients.id, leadCredits.clientId))
    .where(dialerWhere(c));
  return row?.n ?? 0;
}
