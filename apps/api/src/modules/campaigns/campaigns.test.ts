import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignsResponse, CampaignSummary } from '@client-admin/contracts/campaigns';
import { CAMPAIGN_MESSAGES as M } from '@client-admin/domain/campaigns/campaign-messages';
import { LEADS_MESSAGES } from '@client-admin/domain/leads/leads-messages';
import { clientTimeZone, localMoment } from '@client-admin/domain/local-clock';
import { eq } from 'drizzle-orm';
import { channels } from '../../db/schema/channels';
import { clients } from '../../db/schema/clients';
import { leadSales, leads } from '../../db/schema/lead-flow';
import { expectError } from '../../test/expect-error';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';

const CORPORATE = 3;

describe('campaigns', () => {
  let t: TestApp;
  let corporate: RequestHeaders;
  let agent: RequestHeaders;
  let campaignId: number;
  let today: string;

  /** A call campaign of the corporate client with a Texas override and two sales today. */
  beforeAll(async () => {
    t = await buildTestApp();
    corporate = await t.as('corporate@example.com');
    agent = await t.as('agent@example.com');
    const db = t.app.database.db;
    const [client] = await db.select().from(clients).where(eq(clients.id, CORPORATE));
    today = localMoment(new Date(), clientTimeZone(client!.timeZone)).date;
    const [row] = await db
      .insert(channels)
      .values({
        clientId: CORPORATE,
        name: 'Campaign test',
        serviceType: 'Call',
        source: 'Call',
        productTypeId: 2,
        quoteType: 'auto',
        status: 'ACTIVE',
        priceCents: 4000,
        callType: 'WarmTransfer',
        stateOverrides: [
          { state: 'TX', priceCents: 4500, minBidCents: 4000, maxBidCents: 6000, isActive: true },
          { state: 'OK', priceCents: 3000, minBidCents: 2500, maxBidCents: 3500, isActive: false },
        ],
      })
      .returning({ id: channels.id });
    campaignId = row!.id;
    for (const [i, [state, price]] of (
      [
        ['TX', 4500],
        ['CO', 4000],
      ] as const
    ).entries()) {
      const [lead] = await db
        .insert(leads)
        .values({
          vendorId: 1,
          vendorLeadId: `campaign-${i}`,
          productTypeId: 2,
          quoteType: 'auto',
          zipCode: state === 'TX' ? '78701' : '80202',
          stateAbbreviation: state,
          county: state === 'TX' ? 'TRAVIS' : 'DENVER',
          consumer: { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '5550100' },
          receivedAt: new Date(),
        })
        .returning({ id: leads.id });
      await db.insert(leadSales).values({
        leadId: lead!.id,
        channelId: campaignId,
        clientId: CORPORATE,
        priceCents: price,
        localDate: today,
        soldAt: new Date(),
        productTypeId: 2,
      });
    }
  });
  afterAll(() => t.close());

  it("lists a corporate client's call channels with this month's purchases", async () => {
    const res = await t.get(`/api/campaigns/${CORPORATE}/list?pageSize=100`, corporate);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CampaignsResponse;
    expect(body.items.every((c) => c.callType !== undefined)).toBe(true);
    expect(body.items.find((c) => c.id === campaignId)).toMatchObject({
      name: 'Campaign test',
      activeStates: 1,
      salesThisMonth: 2,
      spendThisMonthCents: 8500,
    });
    expect(body.metaData.totalRecords).toBe(body.items.length);
    const paged = (await t.get(`/api/campaigns/${CORPORATE}/list?pageSize=1`, corporate)).json();
    expect(paged.metaData).toMatchObject({ pageSize: 1, totalPages: body.items.length });
  });

  it('lists no campaigns for an agent', async () => {
    const res = await t.get('/api/campaigns/1/list', agent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], metaData: { totalRecords: 0 } });
  });

  it('sums a campaign by day and by state over the last 30 days', async () => {
    const res = await t.get(`/api/campaigns/${CORPORATE}/${campaignId}/summary`, corporate);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as CampaignSummary;
    expect(summary).toMatchObject({
      to: today,
      sales: 2,
      spendCents: 8500,
      averagePriceCents: 4250,
      callsOffered: 0,
      callsAnswered: 0,
    });
    expect(summary.byDay).toHaveLength(30);
    expect(summary.byDay.at(-1)).toEqual({ date: today, sales: 2, spendCents: 8500 });
    expect(summary.byState.map((s) => [s.state, s.sales, s.override?.isActive ?? null])).toEqual([
      ['CO', 1, null],
      ['OK', 0, false],
      ['TX', 1, true],
    ]);
  });

  it('answers 400 naming the range', async () => {
    const url = `/api/campaigns/${CORPORATE}/${campaignId}/summary`;
    expectError(
      await t.get(`${url}?from=2026-11-10&to=2026-11-01`, corporate),
      400,
      LEADS_MESSAGES.fromAfterTo,
      'from',
    );
    expectError(
      await t.get(`${url}?from=2024-01-01&to=2026-11-01`, corporate),
      400,
      LEADS_MESSAGES.rangeTooLong,
      'to',
    );
    expectError(await t.get(`${url}?from=yesterday`, corporate), 400);
    expectError(await t.get(`/api/campaigns/${CORPORATE}/list?pageSize=101`, corporate), 400);
  });

  it('answers 404 for an unknown campaign or one of another client', async () => {
    const cs = await t.as('cs@example.com');
    expectError(await t.get(`/api/campaigns/${CORPORATE}/999999/summary`, cs), 404, M.notFound);
    expectError(await t.get(`/api/campaigns/1/${campaignId}/summary`, cs), 404, M.notFound);
    expectError(await t.get('/api/campaigns/999999/list', cs), 404);
  });

  it("keeps client users to their own client's campaigns", async () => {
    expectError(await t.get(`/api/campaigns/${CORPORATE}/list`, agent), 403);
    expectError(await t.get(`/api/campaigns/${CORPORATE}/${campaignId}/summary`, agent), 403);
  });
});
