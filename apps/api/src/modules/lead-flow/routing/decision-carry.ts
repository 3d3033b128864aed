import type { SoldCounts } from '@client-admin/domain/lead-flow/lead';
import type { Routing } from '@client-admin/domain/lead-flow/route-lead';
import type { HeldBalance } from '../../billing/billing.public';
import type { Tx } from '../../../db/database';
import { matchChannels, type CandidateFilter, type MatchedChannel } from './candidates.repository';
import type { Candidate } from './candidate-mapper';

/** What a lead's sales changed that the next decision of the batch reads. */
export interface SoldLead {
  receivedAt: Date;
  routing: Routing;
  /** The buyers' balances after the lead's charges, as the ledger wrote them. */
  balancesAfter: readonly { clientId: number; balanceCents: number }[];
  /** Clients whose balance moved other than by the lead's charge (a State Farm subsidy). */
  otherwiseMoved: readonly number[];
  /** Channels the sales took to a cap: their rows now hold another status. */
  capped: readonly number[];
}

/** The sales counts a read gives after one sale more: its local day, week and month. */
const withSale = (sold: SoldCounts): SoldCounts => ({
  ...sold,
  day: sold.day + 1,
  week: sold.week + 1,
  month: sold.month + 1,
});

/** The market and local periods a decision reads its candidates for; the lead aside. */
const readingKey = (filter: CandidateFilter) =>
  JSON.stringify([filter.productTypeId, filter.quoteType, filter.periods]);

/**
 * What one lane's batch carries from a lead's decision to the next, in the batch's one
 * transaction (decision 0063): the candidates as the earlier leads' sales left them, and the
 * balances the transaction holds, as its charges left them. The batch matches each zip once,
 * and a lead reads by id only what the carry cannot know: channels not read yet, channels the
 * batch took to a cap, candidates under a client's dedupe rule (they depend on the lead's
 * consumer), and the clients a decision touched beyond its charges (a subsidy, a recharge or a
 * pause for a short balance), which are forgotten whole. Another decision (another instance)
 * that sold to a carried client changed its balance row: the lock finds that version and reads
 * the client again, as after a first read (decision 0047). What staff change during a batch
 * applies from the next batch.
 */
export class DecisionCarry<C extends Candidate = Candidate> {
  private readingFor: string | null = null;
  private readonly candidates = new Map<number, C>();
  private readonly versions = new Map<number, string>();
  /** The batch's geo matches by the leads' geo keys: leads of one zip match the same channels. */
  private readonly matches = new Map<string, MatchedChannel[]>();
  /** Clients whose balances the transaction holds, with each balance as held now. */
  readonly held = new Map<number, HeldBalance>();

  /** `candidatesOf`: the candidates of matched channels, read now (candidate-reader). */
  constructor(
    private readonly candidatesOf: (
      tx: Tx,
      filter: CandidateFilter,
      matched: readonly MatchedChannel[],
    ) => Promise<C[]>,
  ) {}

  /** The lead's candidates: its geo match, with what the carry keeps and the rest read now. */
  async read(tx: Tx, filter: CandidateFilter): Promise<C[]> {
    const key = readingKey(filter);
    if (key !== this.readingFor) {
      this.candidates.clear();
      this.versions.clear();
      this.matches.clear();
      this.readingFor = key;
    }
    const geo = filter.geoKeys.join('|');
    const matched = this.matches.get(geo) ?? (await matchChannels(tx, filter));
    this.matches.set(geo, matched);
    const stale = matched.filter(
      (m) => !this.candidates.has(m.id) || this.versions.get(m.id) !== m.version,
    );
    for (const candidate of await this.candidatesOf(tx, filter, stale)) {
      this.candidates.set(candidate.id, candidate);
    }
    for (const m of stale) this.versions.set(m.id, m.version);
    return matched.flatMap((m) => this.candidates.get(m.id) ?? []).sort((a, b) => a.id - b.id);
  }

  /** Balances the decision locked: held from now on in this transaction. */
  hold(balances: readonly HeldBalance[]) {
    for (const balance of balances) this.held.set(balance.clientId, balance);
  }

  /** The candidates as the decision last read them (under the locks it took). */
  keep(candidates: Iterable<C>) {
    for (const candidate of candidates) this.candidates.set(candidate.id, candidate);
  }

  /** The lead's sales, applied to what the next decision of the batch reads. */
  sold({ receivedAt, routing, balancesAfter, otherwiseMoved, capped }: SoldLead) {
    for (const sale of routing.buyers) {
      const carried = this.candidates.get(sale.channelId);
      if (!carried) continue;
      const last = carried.lastServedAt?.getTime() ?? 0;
      this.candidates.set(sale.channelId, {
        ...carried,
        sold: withSale(carried.sold),
        lastServedAt: new Date(Math.max(last, receivedAt.getTime())),
      });
    }
    for (const { clientId, balanceCents } of balancesAfter) {
      const held = this.held.get(clientId);
      if (held) this.held.set(clientId, { ...held, balanceCents });
      this.eachOf(clientId, (c) => ({ ...c, client: { ...c.client, balanceCents } }));
    }
    const spent = new Set(routing.buyers.filter((s) => s.priceCents > 0).map((s) => s.clientId));
    const forgotten = new Set([...otherwiseMoved, ...routing.uncovered.map((u) => u.clientId)]);
    for (const candidate of this.candidates.values()) {
      // A spend limit's month moves with the charge and with credits: read it again.
      if (candidate.client.spend && spent.has(candidate.client.id)) {
        forgotten.add(candidate.client.id);
      }
      // A dedupe rule looks for the next lead's own consumer.
      if (candidate.consumerDedupe) this.candidates.delete(candidate.id);
    }
    for (const clientId of forgotten) this.forget(clientId);
    // A capped channel's status is read again, by id (its kept facts do not hold the status).
    for (const channelId of capped) this.candidates.delete(channelId);
  }

  /** Everything of the client read again by the next decision, its balance locked again. */
  private forget(clientId: number) {
    this.held.delete(clientId);
    for (const [id, candidate] of this.candidates) {
      if (candidate.client.id === clientId) this.candidates.delete(id);
    }
  }

  private eachOf(clientId: number, change: (candidate: C) => C) {
    for (const [id, candidate] of this.candidates) {
      if (candidate.client.id === clientId) this.candidates.set(id, change(candidate));
    }
  }
}
