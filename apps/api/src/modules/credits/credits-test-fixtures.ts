import { and, eq, sql } from 'drizzle-orm';
import type { Balance } from '@client-admin/contracts/billing';
import type { CreditRequestBody, LeadCreditItem } from '@client-admin/contracts/credits';
import { expect } from 'vitest';
import type { Database } from '../../db/database';
import { ledgerTransactions } from '../../db/schema/billing';
import { channels } from '../../db/schema/channels';
import { leads, leadSales } from '../../db/schema/lead-flow';
import type { TestApp } from '../../test/test-app';
import type { LedgerTransactionRow } from '../billing/ledger.repository';
import type { RequestHeaders } from '../../test/test-requests';

/**
 * Test-only: web sales written as the lead flow leaves them (no charge: a credit gives the price
 * back all the same), credit requests through the API, and balances read through it.
 */

let sequence = 0;

/** A web lead sold to the client's first web channel; answers the sale id (the lead's id). */
export async function insertWebSale(
  db: Database,
  spec: { clientId: number; soldAt?: Date; priceCents?: number },
): Promise<number> {
  sequence += 1;
  const soldAt = spec.soldAt ?? new Date(Date.now() - 3_600_000);
  return db.transaction(async (tx) => {
    const [channel] = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.clientId, spec.clientId), eq(channels.productTypeId, 1)))
      .orderBy(channels.id)
      .limit(1);
    if (!channel) throw new Error(`client ${spec.clientId} has no web channel`);
    const [lead] = await tx
      .insert(leads)
      .values({
        vendorId: 1,
        vendorLeadId: `credit-test-${Date.now()}-${sequence}`,
        productTypeId: 1,
        quoteType: 'auto',
        zipCode: '78701',
        stateAbbreviation: 'TX',
        county: 'TRAVIS',
        consumer: {
          firstName: 'Robin',
          lastName: `Credit${sequence}`,
          email: `robin.credit${sequence}@example.com`,
          phone: '(512) 555-0177',
        },
        receivedAt: soldAt,
      })
      .returning({ id: leads.id });
    const [sale] = await tx
      .insert(leadSales)
      .values({
        leadId: lead!.id,
        channelId: channel.id,
        clientId: spec.clientId,
        priceCents: spec.priceCents ?? 1250,
        localDate: soldAt.toISOString().slice(0, 10),
        soldAt,
        productTypeId: 1,
      })
      .returning({ id: leadSales.id });
    return sale!.id;
  });
}

/** Asks for the sale's credit through the API; the credit as answered (201 expected). */
export async function requestCredit(
  t: TestApp,
  headers: RequestHeaders,
  saleId: number,
  body: CreditRequestBody = { reason: 'BAD_PHONE', description: 'The number is not in service.' },
): Promise<LeadCreditItem> {
  const res = await t.post(`/api/leads/${saleId}/creditrequest`, headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as LeadCreditItem;
}

/** A client's balance of a product, in dollars, read by staff. */
export async function balanceOf(
  t: TestApp,
  staff: RequestHeaders,
  clientId: number,
  product: number,
): Promise<number> {
  const res = await t.get(`/api/billing/${clientId}/balance/${product}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Balance).balance;
}

/** How many ledger transactions of a kind a client has. */
export async function movementsOf(
  db: Database,
  clientId: number,
  kind: LedgerTransactionRow['kind'],
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.clientId, clientId), eq(ledgerTransactions.kind, kind)));
  return row?.n ?? 0;
}
