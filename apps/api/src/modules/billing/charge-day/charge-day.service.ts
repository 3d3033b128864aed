import {
  CHARGE_DAY_SKIPS,
  chargeDayAmountCents,
  chargeDayDescription,
  chargeDayOf,
  chargeDayPeriod,
  chargeDayReference,
  dueChargeDates,
} from '@client-admin/domain/billing/charge-day';
import { periodBounds } from '@client-admin/domain/billing/statements/statement-periods';
import type { Tx } from '../../../db/database';
import { cardCharge } from '../ledger.service';
import { cardToCharge, findTerms } from '../recharge/recharge.repository';
import {
  chargeClaims,
  noCharges,
  type CardChargeDeps,
  type CardChargeJob,
  type CardClaim,
  type ChargeCounts,
} from '../recharge/vault-charge';
import {
  claimDueProducts,
  lockCharge,
  lockCharging,
  openChargeIds,
  previousChargeDate,
  spentBetween,
  updateCharge,
  type ChargeDayRow,
} from './charge-day.repository';

/** Claims one batch of a run reads at a time. */
const BATCH = 50;

/** Works out a pending claim's period and amount; null when it is settled without a charge. */
async function priced(
  tx: Tx,
  row: ChargeDayRow,
  now: Date,
): Promise<CardClaim<ChargeDayRow> | null> {
  const finish = (messageText: string, status: 'skipped' | 'nothing_spent' = 'skipped') =>
    updateCharge(tx, row.id, { status, messageText, finishedAt: now }).then(() => null);
  const terms = await findTerms(tx, row.clientId, row.productType);
  if (terms?.paymentMethod !== 'CHARGE_DAY' || terms.chargeDay !== chargeDayOf(row.chargeDate)) {
    return finish(CHARGE_DAY_SKIPS.notChargeDay);
  }
  const period = chargeDayPeriod(row.chargeDate, await previousChargeDate(tx, row));
  const { from, until } = periodBounds(period);
  const amountCents = chargeDayAmountCents(await spentBetween(tx, row, from, until));
  const withPeriod = await updateCharge(tx, row.id, {
    periodStart: period.start,
    periodEnd: period.end,
    amountCents: amountCents ?? 0,
  });
  if (amountCents === null) return finish(CHARGE_DAY_SKIPS.nothingSpent, 'nothing_spent');
  const card = await cardToCharge(tx, row.clientId, terms.cardId);
  if (!card) return finish(CHARGE_DAY_SKIPS.noCard);
  return { row: withPeriod, card };
}

/**
 * A claim already charging was interrupted after the charge may have gone out: it is charged
 * again, same amount and reference, which the vault answers without a second charge.
 */
async function resumed(
  tx: Tx,
  row: ChargeDayRow,
  now: Date,
): Promise<CardClaim<ChargeDayRow> | null> {
  const card = await cardToCharge(tx, row.clientId, row.cardId);
  if (card) return { row, card };
  await updateCharge(tx, row.id, {
    status: 'skipped',
    messageText: CHARGE_DAY_SKIPS.noCard,
    finishedAt: now,
  });
  return null;
}

/** Takes the claim, prices it and picks its card, or settles it when nothing is to be charged. */
async function claim(tx: Tx, id: number, now: Date): Promise<CardClaim<ChargeDayRow> | null> {
  const row = await lockCharge(tx, id);
  if (!row) return null;
  return row.status === 'charging' ? resumed(tx, row, now) : priced(tx, row, now);
}

/**
 * The charge-day job's run (decision 0031), every hour: every product charged on a due date's
 * (UTC) day of the month is claimed once for that date — today's from 06:00 UTC, and yesterday's
 * again, so a day whose every run failed is caught up the next day — priced, charged to its card
 * through the vault with the claim's own reference (so a retried run never charges twice), and
 * the outcome recorded. Claims an earlier run left open are finished too.
 */
export async function runChargeDay(deps: CardChargeDeps): Promise<ChargeCounts> {
  const { db, log, now } = deps;
  const job: CardChargeJob<ChargeDayRow> = {
    claim: (tx, id) => claim(tx, id, now),
    update: updateCharge,
    reference: (charge) => chargeDayReference(charge.id),
    description: 'Charge day charge',
    lockCharging: async (tx, id) => (await lockCharging(tx, id)) !== null,
    post: cardCharge,
    line: ({ row: charge, card }) =>
      chargeDayDescription(card, { start: charge.periodStart!, end: charge.periodEnd! }),
    // Any money into the product lifts it: the balance already paid for the leads.
    declinedCoverCents: async () => 0,
    logged: (charge, result) =>
      log.info(
        { chargeDayCharge: charge.id, clientId: charge.clientId, outcome: result.status },
        'charge-day charge',
      ),
  };
  const counts = noCharges();
  for (const due of dueChargeDates(now)) {
    // A past date is claimed as its on-time run would have claimed it, never more. The terms
    // keep no history: a product whose terms changed after that date's run time (e.g. switched
    // this morning to yesterday's charge day) may not have been on that charge day then, and
    // claiming it would charge it for a date it was not on (a period ending on a day it was not
    // charged on). It is left to its next charge date; a product claimed on time keeps its
    // claim, and today's date takes the terms as they are now.
    await db.transaction((tx) =>
      claimDueProducts(tx, due.chargeDate, due.chargeDay, due.termsChangedBefore),
    );
  }
  for (let afterId = 0, ids: number[] = []; ; afterId = ids.at(-1)!) {
    ids = await db.transaction((tx) => openChargeIds(tx, afterId, BATCH));
    await chargeClaims(ids, deps, job, counts);
    if (ids.length < BATCH) return counts;
  }
}
