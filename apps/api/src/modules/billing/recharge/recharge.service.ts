import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { cardNumberDisplay } from '@client-admin/domain/billing/cards/card-number';
import { needsRecharge, rechargeReference } from '@client-admin/domain/billing/recharge';
import type { Tx } from '../../../db/database';
import { recharge } from '../ledger.service';
import {
  cardToCharge,
  claimRequest,
  lockChargingRequest,
  findBalanceCents,
  findTerms,
  findTermsOf,
  openRequest,
  openRequestIds,
  updateRequest,
  type RechargeRequestRow,
} from './recharge.repository';
import {
  chargeClaims,
  noCharges,
  type CardChargeDeps,
  type CardChargeJob,
  type CardClaim,
  type ChargeCounts,
} from './vault-charge';

/** Requests one run of the job charges at most. */
const BATCH = 50;

type Terms = NonNullable<Awaited<ReturnType<typeof findTerms>>>;

/** Opens a recharge request when the product's terms and the balance ask for one; whether they did. */
async function rechargeIfDue(tx: Tx, terms: Terms, balanceCents: number): Promise<boolean> {
  if (
    !needsRecharge({
      paymentMethod: terms.paymentMethod,
      balanceCents,
      thresholdCents: terms.rechargeThresholdCents,
      rechargeAmountCents: terms.rechargeAmountCents,
    })
  ) {
    return false;
  }
  await openRequest(tx, {
    clientId: terms.clientId,
    productType: terms.productType as ProductType,
    amountCents: terms.rechargeAmountCents!,
  });
  return true;
}

/**
 * The billing module's "balance changed" (decision 0031): inside the caller's transaction (the
 * lead flow after a sale, new payment terms), a product paid by recharge whose balance is below
 * its threshold gets a pending recharge request; the job charges it. Never calls the vault.
 */
export async function balanceChanged(
  tx: Tx,
  clientId: number,
  productType: ProductType,
): Promise<boolean> {
  const terms = await findTerms(tx, clientId, productType);
  return terms
    ? rechargeIfDue(tx, terms, await findBalanceCents(tx, clientId, productType))
    : false;
}

/**
 * balanceChanged for balances of one product the ledger just changed (a lead's buyers), given
 * as the ledger answered them: one read of their terms, no read of the balances.
 */
export async function balancesChanged(
  tx: Tx,
  after: readonly { clientId: number; balanceCents: number }[],
  productType: ProductType,
): Promise<void> {
  if (after.length === 0) return;
  const balanceOf = new Map(after.map((b) => [b.clientId, b.balanceCents]));
  const terms = await findTermsOf(
    tx,
    after.map((b) => b.clientId),
    productType,
  );
  for (const own of terms) await rechargeIfDue(tx, own, balanceOf.get(own.clientId)!);
}

/**
 * The lead flow found the balance short of a lead's price (decision 0031): a client paying the
 * product by automatic recharge gets a recharge request whatever its threshold, so the next lead
 * finds the money. One open request per balance, as for balanceChanged.
 */
export async function rechargeUncovered(
  tx: Tx,
  clientId: number,
  productType: ProductType,
  amountCents: number,
): Promise<void> {
  await openRequest(tx, { clientId, productType, amountCents });
}

/** Takes the request, picks its card, and settles a request that no longer needs a charge. */
async function claim(tx: Tx, id: number, now: Date): Promise<CardClaim<RechargeRequestRow> | null> {
  const request = await claimRequest(tx, id);
  if (!request) return null;
  const terms = await findTerms(tx, request.clientId, request.productType);
  // A request already charging was interrupted after the charge may have gone out: it is
  // charged again with the same reference, which the vault answers without a second charge.
  if (request.status === 'pending') {
    const balanceCents = await findBalanceCents(tx, request.clientId, request.productType);
    const still =
      terms &&
      needsRecharge({
        paymentMethod: terms.paymentMethod,
        balanceCents,
        thresholdCents: terms.rechargeThresholdCents,
        rechargeAmountCents: terms.rechargeAmountCents,
      });
    if (!still) {
      await updateRequest(tx, id, {
        status: 'skipped',
        messageText: 'No longer needed',
        finishedAt: now,
      });
      return null;
    }
  }
  const card = request.cardId
    ? await cardToCharge(tx, request.clientId, request.cardId)
    : await cardToCharge(tx, request.clientId, terms?.cardId ?? null);
  if (!card) {
    await updateRequest(tx, id, {
      status: 'skipped',
      messageText: 'No card to charge',
      finishedAt: now,
    });
    return null;
  }
  return { row: request, card };
}

/**
 * The recharge job's run: each open request is claimed, its card charged through the vault with
 * the request's own reference (so a retried run never charges twice), and the outcome recorded.
 */
export async function runRecharges(deps: CardChargeDeps): Promise<ChargeCounts> {
  const { db, log, now } = deps;
  const counts = noCharges();
  const ids = await db.transaction((tx) => openRequestIds(tx, BATCH));
  const job: CardChargeJob<RechargeRequestRow> = {
    claim: (tx, id) => claim(tx, id, now),
    update: updateRequest,
    lockCharging: lockChargingRequest,
    reference: (request) => rechargeReference(request.id),
    description: 'Automatic recharge',
    post: recharge,
    line: ({ card }) => `Automatic recharge (${card.brand} ${cardNumberDisplay(card.lastFour)})`,
    declinedCoverCents: async (tx, request) =>
      (await findTerms(tx, request.clientId, request.productType))?.rechargeThresholdCents ?? 0,
    logged: (request, result) =>
      log.info(
        { rechargeRequest: request.id, clientId: request.clientId, outcome: result.status },
        'card recharge',
      ),
  };
  await chargeClaims(ids, deps, job, counts);
  return counts;
}
