import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { capStatusAfterSale } from '@client-admin/domain/lead-flow/caps';
import type { Lead, SoldCounts } from '@client-admin/domain/lead-flow/lead';
import { localClock } from '@client-admin/domain/lead-flow/local-clock';
import { routeLead, type Routing, type Sale } from '@client-admin/domain/lead-flow/route-lead';
import type { Tx } from '../../../db/database';
import { leadCharge, lockClientBalances } from '../../billing/ledger.service';
import { pauseForRecharge } from '../../billing/recharge/recharge-pause';
import { balanceChanged, rechargeUncovered } from '../../billing/recharge/recharge.service';
import { queueCrmPosts } from '../delivery/crm-posts.service';
import { enqueueDelivery } from '../delivery/lead-deliveries.repository';
import { findCandidates, type CandidateFilter } from './candidates.repository';
import { leadGeoKeys, toCandidate, type Candidate } from './candidate-mapper';
import { decisionRows } from './decision-rows';
import { localPeriods } from './local-periods';
import { holdCappedChannel, insertDecisions, insertSale } from './sales.repository';

const oneMore = (sold: SoldCounts): SoldCounts => ({
  interval: sold.interval + 1,
  dayPart: sold.dayPart + 1,
  day: sold.day + 1,
  week: sold.week + 1,
  month: sold.month + 1,
});

/** Reads the candidates of a routing decision; the calls add what only calls need. */
export type CandidateReader<C extends Candidate> = (
  tx: Tx,
  filter: CandidateFilter,
) => Promise<C[]>;

export const readCandidates: CandidateReader<Candidate> = async (tx, filter) =>
  (await findCandidates(tx, filter)).map(toCandidate);

/**
 * Routes the candidates, locking the balances of the clients it would sell to and reading their
 * channels again under the lock, until every buyer's client is locked: so two decisions on two
 * instances never sell past a cap or a balance (decision 0030). Clients are locked in id order
 * within a round; a deadlock between rounds is retried whole by the caller.
 */
export async function routeUnderLocks<C extends Candidate = Candidate>(
  tx: Tx,
  lead: Lead,
  filter: CandidateFilter,
  read: CandidateReader<C> = readCandidates as CandidateReader<C>,
): Promise<{ routing: Routing; candidates: Map<number, C> }> {
  let candidates = await read(tx, filter);
  let routing = routeLead(lead, candidates);
  const locked = new Set<number>();
  for (;;) {
    const toLock = [...new Set(routing.buyers.map((b) => b.clientId))].filter(
      (id) => !locked.has(id),
    );
    if (toLock.length === 0) break;
    await lockClientBalances(tx, toLock, lead.productId);
    toLock.forEach((id) => locked.add(id));
    const fresh = await read(tx, { ...filter, clientIds: toLock });
    candidates = [...candidates.filter((c) => !toLock.includes(c.client.id)), ...fresh];
    routing = routeLead(lead, candidates);
  }
  return { routing, candidates: new Map(candidates.map((c) => [c.id, c])) };
}

async function sell(tx: Tx, leadId: number, lead: Lead, sale: Sale, candidate: Candidate) {
  const posted =
    sale.priceCents > 0
      ? await leadCharge(
          tx,
          {
            clientId: sale.clientId,
            productType: lead.productId as ProductType,
            amountCents: sale.priceCents,
          },
          { createdBy: 'system', description: `Lead ${leadId}`, createDate: lead.receivedAt },
        )
      : null;
  // A balance below its recharge threshold queues an automatic recharge (decision 0031).
  if (posted) await balanceChanged(tx, sale.clientId, lead.productId as ProductType);
  const saleId = await insertSale(tx, {
    leadId,
    channelId: sale.channelId,
    clientId: sale.clientId,
    priceCents: sale.priceCents,
    ledgerTransactionId: posted?.transaction.id ?? null,
    localDate: sale.moment.date,
    soldAt: lead.receivedAt,
    productTypeId: lead.productId,
  });
  const after = { ...sale.channel, sold: oneMore(sale.channel.sold) };
  const cap = capStatusAfterSale(after, sale.window, sale.moment);
  if (cap) await holdCappedChannel(tx, sale.channelId, cap);
  const to = candidate.emailDelivery.trim();
  if (to !== '') await enqueueDelivery(tx, { saleId, to, dueAt: lead.receivedAt });
  await queueCrmPosts(
    tx,
    { saleId, leadId, priceCents: sale.priceCents, soldAt: lead.receivedAt },
    candidate,
  );
}

/**
 * A client whose balance did not cover the lead gets its automatic recharge, or, without one,
 * PAUSE_RECHARGE until money into this product pays that price again (decisions 0030, 0031).
 */
async function rechargeShortBalances(tx: Tx, routing: Routing, productType: ProductType) {
  for (const { clientId, outcome } of routing.uncovered) {
    if (outcome.action === 'recharge') {
      await rechargeUncovered(tx, clientId, productType, outcome.amountCents);
    } else {
      await pauseForRecharge(tx, clientId, { productType, coverCents: outcome.coverCents });
    }
  }
}

/**
 * One routing decision inside the intake's transaction: the candidates read in one query, the
 * domain's routeLead, then per buyer its ledger charge, its sale, its cap status and its
 * delivery, and every candidate's decision for the diagnostics. Answers how many bought.
 */
export async function routeAndSell(tx: Tx, leadId: number, lead: Lead): Promise<number> {
  const filter: CandidateFilter = {
    productTypeId: lead.productId,
    quoteType: lead.quoteType,
    geoKeys: leadGeoKeys(lead),
    periods: localPeriods(localClock(lead.receivedAt)),
    consumerLeadId: leadId,
  };
  const { routing, candidates } = await routeUnderLocks(tx, lead, filter);
  for (const sale of routing.buyers) {
    await sell(tx, leadId, lead, sale, candidates.get(sale.channelId)!);
  }
  await rechargeShortBalances(tx, routing, lead.productId as ProductType);
  await insertDecisions(tx, decisionRows(leadId, routing, lead.receivedAt));
  return routing.buyers.length;
}
