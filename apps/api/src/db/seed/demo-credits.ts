/**
 * The demo's lead credits (decision 0044), asked for and decided through the credits module's
 * own functions (the lead's rules and the ledger), on the history's clock. Days are counted back
 * from the demo clock (the seed's now); sale ids depend on the history, so the seed test finds the
 * credits by client and reason.
 *
 * Pending:
 * - client 1 (agent@example.com), asked by its agent: its two latest web leads sold 10 to 20 days
 *   ago, DUPLICATE (3 days after the sale) and BAD_PHONE (5 days after); its latest charged call
 *   lead, CALL_HANG_UP (2 hours after).
 * - clients 4 and 6 (the first funded clients without a login that have an active priced web
 *   channel), asked by cs@example.com a day after the sale: a web lead of client 4 sold 6 days
 *   ago, FILTER_AGE; a web lead of client 6 sold 4 days ago, OUTSIDE_TERRITORY.
 * Decided:
 * - Approved: client 1's latest web lead sold 25 to 34 days ago, WRONG_NUMBER, asked by its
 *   agent a day after the sale, approved by cs@example.com 22 days ago: its CREDIT is in the
 *   ledger and the statements.
 * - Denied: a web lead of client 4 sold 16 days ago, POLICYHOLDER, asked by cs@example.com a day
 *   after the sale, denied by csadmin@example.com 13 days ago (VALID_LEAD).
 * The history's web leads all go to client 1, so clients 4 and 6 get theirs here: sold at 16:00
 * UTC to their first active priced web channel and charged through the ledger. Client 1's web
 * leads of the last 10 days keep no request, so its agent can ask for one in the browser.
 */
import { and, asc, desc, eq, gt, gte, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { CreditReason, CreditDenialReason } from '@client-admin/domain/credits/credit-reasons';
import { leadChargeDescription } from '@client-admin/domain/lead-flow/ledger-descriptions';
import type { Tx } from '../database';
import { channels } from '../schema/channels';
import { leadCredits } from '../schema/credits';
import { clientLogins, users } from '../schema/identity';
import { leadSales } from '../schema/lead-flow';
import { leadCharge } from '../../modules/billing/ledger.service';
import type { CreditActor } from '../../modules/credits/lead-credits/credit-actor';
import { applyVerdict } from '../../modules/credits/lead-credits/credit-decision.service';
import { recordCreditRequest } from '../../modules/credits/lead-credits/credit-request.service';
import { lockCredits } from '../../modules/credits/lead-credits/lead-credits.repository';
import { insertLead } from '../../modules/lead-flow/intake/lead-intake.repository';
import { insertSale, reserveSaleIds } from '../../modules/lead-flow/routing/sales.repository';
import { findSale } from '../../modules/leads/leads.repository';
import { zipPlace } from '../../modules/geography/zip-place';
import { DEMO_BILLING_CLIENTS } from './demo-billing';
import { DAY_MS, HOUR_MS, utcDayStart, type HistoryEvent, type HistorySpan } from './demo-clock';
import { zipOf } from './demo-leads';

const SALE_HOUR_MS = 16 * HOUR_MS;
/** Staff work from 15:00 UTC, the US morning. */
const STAFF_HOUR_MS = 15 * HOUR_MS;

/** What the history runs for the credits, and what it asks for once the history is made. */
export interface DemoCreditFeed {
  events: HistoryEvent[];
  finish: () => Promise<void>;
}

async function actor(tx: Tx, email: string): Promise<CreditActor> {
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`the demo credits need the login ${email}`);
  return { id: row.id, name: `${row.firstName} ${row.lastName}` };
}

/** The first funded clients without a login with an active priced web channel, and that channel. */
async function otherBuyers(tx: Tx, count: number) {
  const rows = await tx
    .selectDistinctOn([channels.clientId], {
      clientId: channels.clientId,
      channelId: channels.id,
      quoteType: channels.quoteType,
      priceCents: channels.priceCents,
      geoMaps: channels.geoMaps,
    })
    .from(channels)
    .where(
      and(
        lt(channels.clientId, DEMO_BILLING_CLIENTS + 1),
        notInArray(channels.clientId, tx.select({ id: clientLogins.clientId }).from(clientLogins)),
        eq(channels.productTypeId, 1),
        eq(channels.status, 'ACTIVE'),
        gt(channels.priceCents, 0),
        sql`jsonb_array_length(${channels.geoMaps}) > 0`,
      ),
    )
    .orderBy(asc(channels.clientId), asc(channels.id));
  return rows.slice(0, count);
}

type Buyer = Awaited<ReturnType<typeof otherBuyers>>[number];

/** A web lead sold to the buyer's channel at `at`, charged as the lead flow charges it. */
async function sellWebLead(tx: Tx, vendorId: number, buyer: Buyer, at: number, n: number) {
  const zip = await zipOf(tx, buyer.geoMaps[0]!);
  const place = zip ? await zipPlace(tx, zip) : null;
  if (!zip || !place) throw new Error(`channel ${buyer.channelId} has no zip`);
  const lead = await insertLead(tx, {
    vendorId,
    vendorLeadId: `credit-demo-${n}`,
    productTypeId: 1,
    quoteType: buyer.quoteType.toLowerCase(),
    zipCode: zip,
    ...place,
    consumer: {
      firstName: 'Jamie',
      lastName: `Credit${n}`,
      email: `jamie.credit${n}@example.com`,
      phone: `(555) 02${n}-${String(1000 + n).padStart(4, '0')}`,
    },
    receivedAt: new Date(at),
  });
  const [saleId] = (await reserveSaleIds(tx, 1)) as [number];
  const posted = await leadCharge(
    tx,
    { clientId: buyer.clientId, productType: 1, amountCents: buyer.priceCents },
    { createdBy: 'system', description: leadChargeDescription(saleId), createDate: new Date(at) },
  );
  return insertSale(tx, {
    id: saleId,
    leadId: lead!.id,
    channelId: buyer.channelId,
    clientId: buyer.clientId,
    priceCents: buyer.priceCents,
    ledgerTransactionId: posted.transaction.id,
    // 16:00 UTC is the same day all over the US.
    localDate: new Date(at).toISOString().slice(0, 10),
    soldAt: new Date(at),
    productTypeId: 1,
  });
}

/** The client's latest charged sales of a product sold in [from, to) with no credit yet. */
async function latestSales(
  tx: Tx,
  clientId: number,
  productTypeId: number,
  range: { from?: number; to: number },
  limit: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: leadSales.id })
    .from(leadSales)
    .leftJoin(leadCredits, eq(leadCredits.saleId, leadSales.id))
    .where(
      and(
        eq(leadSales.clientId, clientId),
        eq(leadSales.productTypeId, productTypeId),
        gt(leadSales.priceCents, 0),
        isNull(leadCredits.id),
        range.from === undefined ? undefined : gte(leadSales.soldAt, new Date(range.from)),
        lt(leadSales.soldAt, new Date(range.to)),
      ),
    )
    .orderBy(desc(leadSales.soldAt), desc(leadSales.id))
    .limit(limit);
  if (rows.length < limit) throw new Error(`client ${clientId} lacks sales for its demo credits`);
  return rows.map((r) => r.id);
}

interface DemoRequest {
  saleId: number;
  reason: CreditReason;
  description: string;
  by: CreditActor;
  /** How long after the sale it is asked for. */
  afterSale: number;
}

/** Asks for the sale's credit through the lead's rules; answers the credit's id. */
async function ask(tx: Tx, request: DemoRequest): Promise<number> {
  const sale = await findSale(tx, request.saleId);
  const at = new Date(sale!.soldAt.getTime() + request.afterSale);
  return recordCreditRequest(tx, sale!, { ...request, requester: request.by }, at);
}

async function decide(
  tx: Tx,
  creditId: number,
  denial: { denialReason: CreditDenialReason; denialDescription: string } | null,
  decider: CreditActor,
  at: number,
) {
  const verdict = denial ? { approved: false as const, ...denial } : { approved: true as const };
  await applyVerdict(tx, await lockCredits(tx, [creditId]), verdict, decider, new Date(at));
}

export async function demoCredits(
  tx: Tx,
  vendorId: number,
  agentClientId: number,
  span: HistorySpan,
): Promise<DemoCreditFeed> {
  const day = (back: number) => utcDayStart(span.now) - back * DAY_MS;
  const agent = await actor(tx, 'agent@example.com');
  const cs = await actor(tx, 'cs@example.com');
  const csAdmin = await actor(tx, 'csadmin@example.com');
  const [first, second] = await otherBuyers(tx, 2);
  if (!first || !second) throw new Error('the demo credits need two more buying clients');
  const sold = { firstRecent: 0, firstOld: 0, second: 0 };
  let approvedCredit = 0;
  const askedAt = day(24) + STAFF_HOUR_MS;
  const events: HistoryEvent[] = [
    {
      at: askedAt,
      run: async () => {
        const window = { from: askedAt - 10 * DAY_MS, to: askedAt - DAY_MS };
        const [saleId] = await latestSales(tx, agentClientId, 1, window, 1);
        approvedCredit = await ask(tx, {
          saleId: saleId!,
          reason: 'WRONG_NUMBER',
          description: 'The number belongs to someone who never asked for a quote.',
          by: agent,
          afterSale: DAY_MS,
        });
      },
    },
    {
      at: day(22) + STAFF_HOUR_MS,
      run: () => decide(tx, approvedCredit, null, cs, day(22) + STAFF_HOUR_MS),
    },
    ...(
      [
        ['firstOld', first, 16],
        ['firstRecent', first, 6],
        ['second', second, 4],
      ] as const
    ).map(([name, buyer, back], i) => ({
      at: day(back) + SALE_HOUR_MS,
      run: async () => {
        sold[name] = await sellWebLead(tx, vendorId, buyer, day(back) + SALE_HOUR_MS, i + 1);
      },
    })),
  ];

  /** The requests that move no money, at their past instants, once the history is made. */
  const finish = async () => {
    const recent = { from: span.now - 20 * DAY_MS, to: span.now - 10 * DAY_MS };
    const [duplicate, badPhone] = await latestSales(tx, agentClientId, 1, recent, 2);
    const [callSale] = await latestSales(tx, agentClientId, 2, { to: span.now - HOUR_MS }, 1);
    const requests: DemoRequest[] = [
      {
        saleId: duplicate!,
        reason: 'DUPLICATE',
        description: 'Same consumer as a lead of the day before.',
        by: agent,
        afterSale: 3 * DAY_MS,
      },
      {
        saleId: badPhone!,
        reason: 'BAD_PHONE',
        description: 'The number is not in service.',
        by: agent,
        afterSale: 5 * DAY_MS,
      },
      {
        saleId: callSale!,
        reason: 'CALL_HANG_UP',
        description: 'The caller hung up before saying a word.',
        by: agent,
        afterSale: 2 * HOUR_MS,
      },
      {
        saleId: sold.firstRecent,
        reason: 'FILTER_AGE',
        description: 'The consumer is 19; the channel asks for 40 or more.',
        by: cs,
        afterSale: DAY_MS,
      },
      {
        saleId: sold.second,
        reason: 'OUTSIDE_TERRITORY',
        description: 'The consumer lives in another state.',
        by: cs,
        afterSale: DAY_MS,
      },
    ];
    for (const request of requests) await ask(tx, request);
    const denied = await ask(tx, {
      saleId: sold.firstOld,
      reason: 'POLICYHOLDER',
      description: 'The consumer says they are already our customer.',
      by: cs,
      afterSale: DAY_MS,
    });
    const denial = {
      denialReason: 'VALID_LEAD' as const,
      denialDescription: 'The consumer confirmed they asked for a quote.',
    };
    await decide(tx, denied, denial, csAdmin, day(13) + STAFF_HOUR_MS);
  };
  return { events, finish };
}
