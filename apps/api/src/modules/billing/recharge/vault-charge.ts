import { cardNumberDisplay } from '@client-admin/domain/billing/cards/card-number';
import type { CardVault, ChargeResult } from '../../../adapters/card-vault/card-vault';
import type { MovementDetails } from '../ledger.service';
import type { CardRow } from './recharge.repository';

/**
 * The steps every job that charges a saved card shares (automatic recharge, charge day,
 * decision 0031): the vault call with the claim's own reference, the outcome kept on the claim,
 * and the ledger movement's card details.
 */

const chargeCard = (
  vault: CardVault,
  card: CardRow,
  charge: { amountCents: number; reference: string; description: string },
): Promise<ChargeResult> =>
  vault.charge({
    customerProfileId: card.customerProfileId,
    paymentProfileId: card.paymentProfileId,
    ...charge,
  });

/** The columns a claim keeps of the vault's answer. */
export function chargeOutcome(result: ChargeResult, now: Date) {
  const first = result.messages[0];
  return {
    vaultTransactionId: result.transactionId,
    messageCode: first?.code ?? null,
    messageText: first?.text ?? null,
    finishedAt: now,
  };
}

/** A system movement paid by an approved vault charge of the card: its line and card link. */
export const cardPaidDetails = (
  card: CardRow,
  result: ChargeResult,
  description: string,
  now: Date,
): MovementDetails => ({
  createdBy: 'system',
  description,
  cardCheckNumber: cardNumberDisplay(card.lastFour),
  createDate: now,
  cardPayment: result.transactionId
    ? { cardId: card.id, vaultTransactionId: result.transactionId }
    : null,
});

export type ChargeCounts = { approved: number; declined: number; failed: number; skipped: number };

export const noCharges = (): ChargeCounts => ({ approved: 0, declined: 0, failed: 0, skipped: 0 });

/** Adds a vault answer to a run's counts. */
function countCharge(counts: ChargeCounts, result: ChargeResult): void {
  if (result.status === 'approved') counts.approved += 1;
  else if (result.status === 'declined') counts.declined += 1;
  else counts.failed += 1;
}

/** A claim taken for a card charge, and the card it charges. */
export interface CardClaim<R> {
  row: R;
  card: CardRow;
}

/** How one job claims, charges and settles its rows (automatic recharge, charge day). */
export interface CardChargeRun<R extends { id: number; clientId: number; amountCents: number }> {
  vault: CardVault;
  /** Takes the row; null when it was settled without a charge (counted as skipped). */
  claim: (id: number) => Promise<CardClaim<R> | null>;
  /** The vault reference of the row: a retried run charges with the same one. */
  reference: (row: R) => string;
  description: string;
  settle: (claimed: CardClaim<R>, result: ChargeResult) => Promise<void>;
  /** Logs the outcome (ids and status only, never card data). */
  logged: (row: R, result: ChargeResult) => void;
}

/** Claims, charges, settles and counts each row, one at a time. */
export async function chargeClaims<R extends { id: number; clientId: number; amountCents: number }>(
  ids: readonly number[],
  run: CardChargeRun<R>,
  counts: ChargeCounts,
): Promise<void> {
  for (const id of ids) {
    const claimed = await run.claim(id);
    if (!claimed) {
      counts.skipped += 1;
      continue;
    }
    const result = await chargeCard(run.vault, claimed.card, {
      amountCents: claimed.row.amountCents,
      reference: run.reference(claimed.row),
      description: run.description,
    });
    await run.settle(claimed, result);
    countCharge(counts, result);
    run.logged(claimed.row, result);
  }
}
