import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { capStatusAfterSale } from '@client-admin/domain/lead-flow/caps';
import type { Lead, SoldCounts } from '@client-admin/domain/lead-flow/lead';
import { leadChargeDescription } from '@client-admin/domain/lead-flow/ledger-descriptions';
import { localClock } from '@client-admin/domain/local-clock';
import { routeLead, type Routing, type Sale } from '@client-admin/domain/lead-flow/route-lead';
import type { Tx } from '../../../db/database';
import {
  leadCharges,
  lockClientBalances,
  markUnchargedSales,
  type HeldBalance,
  pauseForRecharge,
  balancesChanged,
  rechargeUncovered,
} from '../../billing/billing.public';
import { queueDeliveries } from '../delivery/sale-deliveries.service';
import { findDecisionParts, type CandidateFilter } from './candidates.repository';
import { leadGeoKeys, withChangingParts, type Candidate } from './candidate-mapper';
import { readCandidates } from './candidate-reader';
import type { DecisionCarry, SoldLead } from './decision-carry';
import { decisionRows } from './decision-rows';
import { localPeriods } from './local-periods';
import { subsidizeSales } from './sale-subsidies';
import {
  holdCappedChannel,
  insertDecisions,
  insertSalesAndDecisions,
  reserveSaleIds,
  type NewDecision,
} from './sales.repository';

const oneMore = (sold: SoldCounts): SoldCounts => ({
  interval: sold.interval + 1,
  dayPart: sold.dayPart + 1,
  day: sold.day + 1,
  week: sold.week + 1,
  month: sold.month + 1,
});

/**
 * Where a routing decision's candidates come from: read once, then the candidates of the clients
 * whose balances it just locked (held: those balances as locked) read again under those locks.
 * The calls add what only calls need.
 */
export interface CandidateSource<C extends Candidate> {
  read: (tx: Tx, filter: CandidateFilter) => Promise<C[]>;
  reread: (
    tx: Tx,
    filter: CandidateFilter,
    locked: readonly C[],
    held: readonly HeldBalance[],
  ) => Promise<C[]>;
}

/**
 * A web lead's candidates. Under the locks, a buyer's candidates are read by id again only when
 * its balance row is not the version the first read saw: every sale writes its buyer's balance
 * row, so an unchanged version means no sale reached the client in between, and its sales,
 * caps, spend and balance are as read (decision 0047). The same objects then come back.
 */
export const webCandidates: CandidateSource<Candidate> = {
  read: readCandidates,
  reread: async (tx, filter, locked, held) => {
    const versions = new Map(held.map((b) => [b.clientId, b.version]));
    const changed = locked.filter((c) => c.balanceVersion !== versions.get(c.client.id));
    if (changed.length === 0) return [...locked];
    const rows = new Map(
      (
        await findDecisionParts(
          tx,
          filter,
          changed.map((c) => c.id),
        )
      ).map((row) => [row.id, row]),
    );
    return locked.flatMap((c) => {
      if (!changed.includes(c)) return [c];
      const row = rows.get(c.id);
      return row ? [withChangingParts(c, row)] : [];
    });
  },
};

/**
 * Just after the latest sale among the candidates as read and the lead's arrival: when a busy
 * buyer is being served. Its arrival alone is not enough: under load, other leads that came
 * after this one were sold to some candidates before it was read, and a busy buyer ranked before
 * those was waited for (deadlocking, at times, with the decision holding it).
 */
function latestServing(lead: Lead, candidates: readonly Candidate[]): Date {
  let latest = lead.receivedAt.getTime();
  for (const c of candidates) latest = Math.max(latest, c.lastServedAt?.getTime() ?? 0);
  return new Date(latest + 1);
}

/**
 * Routes the candidates, locking the balances of the clients it would sell to and reading their
 * channels again under the lock, until every buyer's client is locked: so two decisions on two
 * instances never sell past a cap or a balance (decision 0047). A buyer's balance another
 * decision holds is not waited for at first: that client is being served this moment, so among
 * equals (trump flag, price) it ranks as served last of all (latestServing), and the lead goes
 * to the next; only when the routing still picks it is it waited for. Concurrent leads of one
 * market so spread over its buyers instead of queueing on the same few. Clients are locked in id
 * order within a round; a deadlock between rounds is retried whole by the caller. With a batch's
 * carry (decision 0063), the candidates come from it and the balances it holds stay locked.
 */
export async function routeUnderLocks<C extends Candidate>(
  tx: Tx,
  lead: Lead,
  filter: CandidateFilter,
  source: CandidateSource<C>,
  carry?: DecisionCarry<C>,
): Promise<{ routing: Routing; candidates: Map<number, C>; balances: HeldBalance[] }> {
  let candidates = carry ? await carry.read(tx, filter) : await source.read(tx, filter);
  const balances: HeldBalance[] = [...(carry?.held.values() ?? [])];
  const locked = new Set<number>(carry?.held.keys());
  const busy = new Set<number>();
  const ranked = () => {
    const servedNow = latestServing(lead, candidates);
    return candidates.map((c) =>
      busy.has(c.client.id) && !locked.has(c.client.id) ? { ...c, lastServedAt: servedNow } : c,
    );
  };
  let routing = routeLead(lead, candidates);
  for (;;) {
    const toLock = [...new Set(routing.buyers.map((b) => b.clientId))].filter(
      (id) => !locked.has(id),
    );
    if (toLock.length === 0) break;
    const free = toLock.filter((id) => !busy.has(id));
    const gotRows = await lockClientBalances(tx, free, lead.productId, { skipLocked: true });
    const got = gotRows.map((b) => b.clientId);
    const waited = toLock.filter((id) => busy.has(id));
    const waitedRows =
      waited.length > 0 ? await lockClientBalances(tx, waited, lead.productId) : [];
    const justHeld = [...gotRows, ...waitedRows];
    balances.push(...justHeld);
    carry?.hold(justHeld);
    const justLocked = [...got, ...waited];
    const skipped = free.filter((id) => !got.includes(id));
    skipped.forEach((id) => busy.add(id));
    justLocked.forEach((id) => locked.add(id));
    let changed = skipped.length > 0 || waited.length > 0;
    if (justLocked.length > 0) {
      const stale = candidates.filter((c) => justLocked.includes(c.client.id));
      const fresh = await source.reread(tx, filter, stale, justHeld);
      changed ||= fresh.length !== stale.length || fresh.some((c, i) => c !== stale[i]);
      candidates = [...candidates.filter((c) => !justLocked.includes(c.client.id)), ...fresh];
    }
    // Candidates as read and no buyer newly busy: the routing would come out the same.
    if (changed) routing = routeLead(lead, ranked());
  }
  carry?.keep(candidates);
  return { routing, candidates: new Map(candidates.map((c) => [c.id, c])), balances };
}

/** What a lead's sales did beside the sales themselves, that a batch's carry takes in. */
type LeadSalesEffect = Pick<SoldLead, 'balancesAfter' | 'otherwiseMoved' | 'capped'>;

/**
 * The buyers' sales: their ledger charges posted together on the balances the routing holds (a
 * lead sold free writes its buyer's balance row all the same: webCandidates relies on it), a
 * State Farm buyer's subsidy after its charge, the sales with the decision's rows, each sale's
 * cap status, then their deliveries together.
 * A lead is sold once to a client, so the client keys them. Answers the buyers' balances after
 * the charges, the clients given a subsidy and the channels the sales capped.
 */
async function sellAll(
  tx: Tx,
  leadId: number,
  lead: Lead,
  sales: readonly Sale[],
  candidates: Map<number, Candidate>,
  decisions: readonly NewDecision[],
  held: readonly HeldBalance[],
): Promise<LeadSalesEffect> {
  const productType = lead.productId as ProductType;
  // A buyer knows the lead by its sale's id (the portal's lead id): its charge names that one.
  const ids = await reserveSaleIds(tx, sales.length);
  const saleIdOf = new Map(sales.map((sale, i) => [sale.clientId, ids[i]!]));
  const charged = sales.filter((sale) => sale.priceCents > 0);
  const posted =
    charged.length > 0
      ? await leadCharges(
          tx,
          charged.map((sale) => ({
            clientId: sale.clientId,
            productType,
            amountCents: sale.priceCents,
            description: leadChargeDescription(saleIdOf.get(sale.clientId)!),
          })),
          { createdBy: 'system', createDate: lead.receivedAt },
          held,
        )
      : [];
  await markUnchargedSales(
    tx,
    sales.filter((sale) => sale.priceCents === 0).map((sale) => sale.clientId),
    productType,
  );
  const chargeOf = new Map(posted.map((p) => [p.transaction.clientId, p.transaction.id]));
  const subsidized = await subsidizeSales(
    tx,
    { ...lead, productType, at: lead.receivedAt },
    charged.map((sale) => ({
      saleId: saleIdOf.get(sale.clientId)!,
      priceCents: sale.priceCents,
      candidate: candidates.get(sale.channelId)!,
    })),
  );
  // A balance below its recharge threshold queues an automatic recharge (decision 0031). Only a
  // buyer paying by automatic recharge (as its candidate row read it under the lock) can need one.
  const recharging = new Set(
    sales
      .filter((sale) => candidates.get(sale.channelId)?.client.rechargeAmountCents != null)
      .map((sale) => sale.clientId),
  );
  await balancesChanged(
    tx,
    posted
      .flatMap((p) => p.balances)
      .filter((b) => recharging.has(b.clientId))
      .map((b) => ({ ...b, balanceCents: b.balanceCents + (subsidized.get(b.clientId) ?? 0) })),
    productType,
  );
  const saleIds = await insertSalesAndDecisions(
    tx,
    sales.map((sale) => ({
      id: saleIdOf.get(sale.clientId)!,
      leadId,
      channelId: sale.channelId,
      clientId: sale.clientId,
      priceCents: sale.priceCents,
      ledgerTransactionId: chargeOf.get(sale.clientId) ?? null,
      localDate: sale.moment.date,
      soldAt: lead.receivedAt,
      productTypeId: lead.productId,
    })),
    decisions,
  );
  const capped: number[] = [];
  for (const sale of sales) {
    const after = { ...sale.channel, sold: oneMore(sale.channel.sold) };
    const cap = capStatusAfterSale(after, sale.window, sale.moment);
    if (!cap) continue;
    await holdCappedChannel(tx, sale.channelId, cap);
    capped.push(sale.channelId);
  }
  await queueDeliveries(
    tx,
    { id: leadId, soldAt: lead.receivedAt },
    sales.map((sale) => ({
      saleId: saleIds.get(sale.clientId)!,
      priceCents: sale.priceCents,
      channel: candidates.get(sale.channelId)!,
    })),
  );
  return {
    balancesAfter: posted.flatMap((p) => p.balances),
    otherwiseMoved: [...subsidized.keys()],
    capped,
  };
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

/** The candidates a web lead's routing looks for: its product, quote type, territory and times. */
export const webLeadFilter = (leadId: number, lead: Lead): CandidateFilter => ({
  productTypeId: lead.productId,
  quoteType: lead.quoteType,
  geoKeys: leadGeoKeys(lead),
  periods: localPeriods(localClock(lead.receivedAt)),
  consumerLeadId: leadId,
});

/**
 * One routing decision inside the intake's transaction: the candidates read in one query, the
 * domain's routeLead, then per buyer its ledger charge, its sale, its cap status and its
 * delivery, with every candidate's decision for the diagnostics. Answers how many bought.
 * `carry`: the batch this decision is one of (decision 0063), which it reads and then updates.
 */
export async function routeAndSell(
  tx: Tx,
  leadId: number,
  lead: Lead,
  carry?: DecisionCarry,
): Promise<number> {
  const { routing, candidates, balances } = await routeUnderLocks(
    tx,
    lead,
    webLeadFilter(leadId, lead),
    webCandidates,
    carry,
  );
  const decisions = decisionRows(leadId, routing, lead.receivedAt);
  let effect: LeadSalesEffect = { balancesAfter: [], otherwiseMoved: [], capped: [] };
  if (routing.buyers.length > 0) {
    effect = await sellAll(tx, leadId, lead, routing.buyers, candidates, decisions, balances);
  } else {
    await insertDecisions(tx, decisions);
  }
  await rechargeShortBalances(tx, routing, lead.productId as ProductType);
  carry?.sold({ receivedAt: lead.receivedAt, routing, ...effect });
  return routing.buyers.length;
}
