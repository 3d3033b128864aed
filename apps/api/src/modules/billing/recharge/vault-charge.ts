import type { FastifyBaseLogger } from 'fastify';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { cardNumberDisplay } from '@client-admin/domain/billing/cards/card-number';
import type { CardVault, ChargeResult } from '../../../adapters/card-vault/card-vault';
import type { Database, Tx } from '../../../db/database';
import type { ClientMovement, MovementDetails, Posted } from '../ledger.service';
import type { CardRow } from './recharge.repository';
import { endRechargePause, pauseForRecharge } from './recharge-pause';

/**
 * The steps every job that charges a saved card shares (automatic recharge, charge day,
 * decision 0031): the claim marked charging, the vault call with the claim's own reference, the
 * outcome kept on the claim, the ledger movement an approval posts and the pause a decline sets.
 */

/** What a card-charging job's run is given. */
export interface CardChargeDeps {
  db: Database;
  vault: CardVault;
  log: FastifyBaseLogger;
  now: Date;
}

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
function chargeOutcome(result: ChargeResult, now: Date) {
  const first = result.messages[0];
  return {
    vaultTransactionId: result.transactionId,
    messageCode: first?.code ?? null,
    messageText: first?.text ?? null,
    finishedAt: now,
  };
}

/** A system movement paid by an approved vault charge of the card: its line and card link. */
const cardPaidDetails = (
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

/** The columns both jobs' claim tables have (charge_day_charges, recharge_requests). */
interface ClaimRow {
  id: number;
  clientId: number;
  productType: number;
  amountCents: number;
  attempts: number;
}

/** What the run writes on a claim: charging with its card, then the vault's outcome. */
type ClaimColumns =
  | { status: 'charging'; cardId: number; attempts: number }
  | (ReturnType<typeof chargeOutcome> & {
      status: ChargeResult['status'];
      ledgerTransactionId?: number;
    });

/** What one job does its own way (automatic recharge, charge day); the run does the rest. */
export interface CardChargeJob<R extends ClaimRow> {
  /**
   * Takes the row and picks its card, in the claim's transaction; null when it settled the row
   * without a charge (counted as skipped).
   */
  claim: (tx: Tx, id: number) => Promise<CardClaim<R> | null>;
  /** Writes the row's columns in its own table. */
  update: (tx: Tx, id: number, columns: ClaimColumns) => Promise<unknown>;
  /** The vault reference of the row: a retried run charges with the same one. */
  reference: (row: R) => string;
  description: string;
  /**
   * Locks the charging row to record its outcome once: false when another run that charged it
   * (same reference, one vault charge) recorded it first.
   */
  lockCharging: (tx: Tx, id: number) => Promise<boolean>;
  /** The ledger movement an approved charge posts (CARD_CHARGE, RECHARGE). */
  post: (tx: Tx, movement: ClientMovement, details: MovementDetails) => Promise<Posted>;
  /** The posted movement's line. */
  line: (claimed: CardClaim<R>) => string;
  /** What money into the product lifts the pause a declined charge sets. */
  declinedCoverCents: (tx: Tx, row: R) => Promise<number>;
  /** Logs the outcome (ids and status only, never card data). */
  logged: (row: R, result: ChargeResult) => void;
}

async function claimForCharge<R extends ClaimRow>(
  db: Database,
  job: CardChargeJob<R>,
  id: number,
): Promise<CardClaim<R> | null> {
  return db.transaction(async (tx) => {
    const claimed = await job.claim(tx, id);
    if (!claimed) return null;
    await job.update(tx, id, {
      status: 'charging',
      cardId: claimed.card.id,
      attempts: claimed.row.attempts + 1,
    });
    return claimed;
  });
}

/** Records the vault's answer: the ledger movement and the pause's end, or the pause. */
async function settle<R extends ClaimRow>(
  { db, now }: CardChargeDeps,
  job: CardChargeJob<R>,
  claimed: CardClaim<R>,
  result: ChargeResult,
): Promise<void> {
  const { row, card } = claimed;
  await db.transaction(async (tx) => {
    if (!(await job.lockCharging(tx, row.id))) return;
    const outcome = chargeOutcome(result, now);
    const productType = row.productType as ProductType;
    if (result.status === 'approved') {
      const posted = await job.post(
        tx,
        { clientId: row.clientId, productType, amountCents: row.amountCents },
        cardPaidDetails(card, result, job.line(claimed), now),
      );
      await job.update(tx, row.id, {
        ...outcome,
        status: 'approved',
        ledgerTransactionId: posted.transaction.id,
      });
      await endRechargePause(tx, row.clientId);
      return;
    }
    await job.update(tx, row.id, { ...outcome, status: result.status });
    if (result.status === 'declined') {
      await pauseForRecharge(tx, row.clientId, {
        productType,
        coverCents: await job.declinedCoverCents(tx, row),
      });
    }
  });
}

/** Claims, charges, settles and counts each row, one at a time. */
export async function chargeClaims<R extends ClaimRow>(
  ids: readonly number[],
  deps: CardChargeDeps,
  job: CardChargeJob<R>,
  counts: ChargeCounts,
): Promise<void> {
  for (const id of ids) {
    const claimed = await claimForCharge(deps.db, job, id);
    if (!claimed) {
      counts.skipped += 1;
      continue;
    }
    const result = await chargeCard(deps.vault, claimed.card, {
      amountCents: claimed.row.amountCents,
      reference: job.reference(claimed.row),
      description: job.description,
    });
    await settle(deps, job, claimed, result);
    countCharge(counts, result);
    job.logged(claimed.row, result);
  }
}
