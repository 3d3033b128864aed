import { PRODUCT_NAMES, type ProductType } from '@client-admin/domain/billing/billing-constants';
import { PARENT_COMPANY } from '@client-admin/domain/client-types';
import { SUBSIDY_PARENT_COMPANY } from '@client-admin/domain/subsidies/constants';
import { matchingSubsidy, subsidyCents } from '@client-admin/domain/subsidies/subsidy-amount';
import { formatSubsidy } from '@client-admin/domain/subsidies/subsidy-display';
import type { SubsidyKey, SubsidyValue } from '@client-admin/domain/subsidies/subsidy-rows';
import type { Tx } from '../../db/database';
import { subsidy as postSubsidy } from '../billing/billing.public';
import { subsidiesForLead } from './subsidies.repository';

/** What the routing knows of a sale when it prices it. */
export interface LeadSubsidyInput {
  client: { id: number; parentCompany: string | null };
  /** The lead's state code and county (any case; county null when unknown). */
  state: string;
  county: string | null;
  /** The channel's subsidy product, SF-{QUOTE TYPE}-{WEB|CALL} (domain subsidy-product.ts). */
  product: string | null;
  /** What the client is charged for the lead before its subsidy. */
  priceCents: number;
}

/** The posting the routing writes after the lead's charge, in its own transaction. */
export interface SubsidyLedgerEntry {
  productType: ProductType;
  /** The lead as the buyer knows it, written into the description. */
  leadReference: string;
  /** The date the entry counts on: the sale's. */
  createDate?: Date;
}

export interface LeadSubsidy {
  /** The subsidy in cents: at most the price, a percent one at most its cap. */
  subsidyCents: number;
  /** The row that applies (the county's, else the state-wide one). */
  subsidy: SubsidyKey & SubsidyValue;
  /** The price the client ends up paying: priceCents − subsidyCents. */
  netPriceCents: number;
  /**
   * Writes the subsidy to the ledger as its own SUBSIDY transaction (client +, subsidy expense −),
   * so statements show it beside the lead's charge. Call it inside the sale's transaction.
   */
  writeLedgerEntry: (tx: Tx, entry: SubsidyLedgerEntry) => Promise<{ transactionId: number }>;
}

/**
 * The subsidy of a State Farm client's lead (decision 0072): the program's row of the lead's
 * state, county and product, applied to the price. Null when none applies (another parent
 * company, no subsidy product, no row, or a zero amount).
 */
export async function subsidyForLead(tx: Tx, input: LeadSubsidyInput): Promise<LeadSubsidy | null> {
  if (input.client.parentCompany?.toUpperCase() !== PARENT_COMPANY.STATEFARM) return null;
  if (!input.product || input.priceCents <= 0) return null;
  const lead = {
    state: input.state.trim().toUpperCase(),
    county: (input.county ?? '').trim().toUpperCase(),
    product: input.product.trim().toUpperCase(),
  };
  const rows = await subsidiesForLead(tx, SUBSIDY_PARENT_COMPANY, lead);
  const row = matchingSubsidy(rows, lead);
  if (!row) return null;
  const cents = subsidyCents(row, input.priceCents);
  if (cents <= 0) return null;
  const subsidy = {
    leadState: row.leadState,
    county: row.county,
    product: row.product,
    kind: row.kind,
    amount: row.amount,
    capCents: row.capCents,
  };
  return {
    subsidyCents: cents,
    subsidy,
    netPriceCents: input.priceCents - cents,
    writeLedgerEntry: async (writeTx, entry) => {
      const posted = await postSubsidy(
        writeTx,
        { clientId: input.client.id, productType: entry.productType, amountCents: cents },
        {
          createdBy: 'system',
          description: `State Farm subsidy ${formatSubsidy(subsidy)} on ${PRODUCT_NAMES[entry.productType]} lead ${entry.leadReference}`,
          ...(entry.createDate ? { createDate: entry.createDate } : {}),
        },
      );
      return { transactionId: posted.transaction.id };
    },
  };
}
