import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import type { Tx } from '../../../db/database';
import { subsidyForLead } from '../../subsidies/subsidies.public';
import type { Candidate } from './candidate-mapper';

/** A sale just charged, as its subsidy needs it. */
export interface ChargedSale {
  saleId: number;
  priceCents: number;
  candidate: Pick<Candidate, 'client' | 'subsidy'>;
}

/**
 * The State Farm subsidies of a lead's sales (decision 0072): after the lead's charges, in the
 * sale's transaction, each State Farm buyer's subsidy on the price it was charged, as its own
 * SUBSIDY ledger entry. The buyer covered the full price (the charge came first, under the
 * ledger's limit); the subsidy then gives back the program's share. Other buyers cost nothing.
 * Answers each subsidized client's subsidy in cents.
 */
export async function subsidizeSales(
  tx: Tx,
  lead: { stateAbbreviation: string; county: string | null; productType: ProductType; at: Date },
  sales: readonly ChargedSale[],
): Promise<Map<number, number>> {
  const given = new Map<number, number>();
  for (const { saleId, priceCents, candidate } of sales) {
    if (priceCents <= 0 || !candidate.subsidy.product) continue;
    const subsidy = await subsidyForLead(tx, {
      client: { id: candidate.client.id, parentCompany: candidate.subsidy.parentCompany },
      state: lead.stateAbbreviation,
      county: lead.county,
      product: candidate.subsidy.product,
      priceCents,
    });
    if (!subsidy) continue;
    await subsidy.writeLedgerEntry(tx, {
      productType: lead.productType,
      leadReference: String(saleId),
      createDate: lead.at,
    });
    given.set(candidate.client.id, subsidy.subsidyCents);
  }
  return given;
}
