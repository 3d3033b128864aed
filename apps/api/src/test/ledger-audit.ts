import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from './expect-error';

/** What the ledger holds, read straight from its tables: the invariants every test checks. */
export interface LedgerAudit {
  transactions: number;
  /** Transactions whose entries do not sum to zero. */
  unbalanced: number;
  /** Balance rows that differ from the sum of their client entries. */
  driftedBalances: number;
  /** Balance rows below their limit. */
  belowLimit: number;
  /** Sum of every client balance, cents. */
  clientCents: number;
  /** Money that came in (cash-in, promos, subsidies, credits) minus money out (charges, refunds). */
  netHouseCents: number;
  /** Card payments whose sandbox vault charge is not an approved, standing (non-voided) one. */
  unpaidCardCharges: number;
}

export async function auditLedger(db: Database): Promise<LedgerAudit> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from ledger_transactions) as transactions,
      (select count(*)::int from (
         select transaction_id from ledger_entries group by transaction_id
         having sum(amount_cents) <> 0) u) as unbalanced,
      (select count(*)::int from balances b where b.balance_cents <> coalesce((
         select sum(e.amount_cents) from ledger_entries e where e.account = 'client'
         and e.client_id = b.client_id and e.product_type = b.product_type), 0)) as drifted,
      (select count(*)::int from balances where balance_cents < limit_cents) as below,
      (select coalesce(sum(balance_cents), 0)::bigint::text from balances) as client_cents,
      (select coalesce(-sum(amount_cents), 0)::bigint::text from ledger_entries
         where account <> 'client') as net_house,
      (select count(*)::int from card_payments p
         where not exists (select 1 from sandbox_vault_transactions v
           where v.id::text = p.vault_transaction_id and v.kind = 'charge'
             and v.response_code = '1' and not v.voided)) as unpaid`);
  const [row] = rowsOf<{
    transactions: number;
    unbalanced: number;
    drifted: number;
    below: number;
    client_cents: string;
    net_house: string;
    unpaid: number;
  }>(result);
  if (!row) throw new Error('no audit row');
  return {
    transactions: row.transactions,
    unbalanced: row.unbalanced,
    driftedBalances: row.drifted,
    belowLimit: row.below,
    clientCents: Number(row.client_cents),
    netHouseCents: Number(row.net_house),
    unpaidCardCharges: row.unpaid,
  };
}

/**
 * The invariants: balanced, balances = their entries, none below its limit, money conserved, and
 * every card payment an approved, standing vault charge.
 */
export function expectSound(audit: LedgerAudit): void {
  const problems = [
    audit.unbalanced ? `${audit.unbalanced} unbalanced transactions` : null,
    audit.driftedBalances ? `${audit.driftedBalances} balances differ from their entries` : null,
    audit.belowLimit ? `${audit.belowLimit} balances below their limit` : null,
    audit.clientCents !== audit.netHouseCents
      ? `client balances ${audit.clientCents} != money in - out ${audit.netHouseCents}`
      : null,
    audit.unpaidCardCharges
      ? `${audit.unpaidCardCharges} card payments without an approved, standing vault charge`
      : null,
  ].filter(Boolean);
  if (problems.length) throw new Error(problems.join('; '));
}
