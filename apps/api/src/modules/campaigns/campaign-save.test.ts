import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { SavedCampaign } from '@client-admin/contracts/campaigns';
import type { CallSchedule } from '@client-admin/contracts/schedules';
import { CAMPAIGN_MESSAGES as M } from '@client-admin/domain/campaigns/campaign-messages';
import { CHANNEL_WRITE_MESSAGES, CUSTOM_PACKAGE_ID } from '@client-admin/domain/channel-messages';
import { channels } from '../../db/schema/channels';
import { subscriptionFilterTypes } from '../../db/schema/packages';
import { expectError } from '../../test/expect-error';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';

const CORPORATE = 3;

describe('POST /api/campaigns/save', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let schedule: Omit<CallSchedule, 'clientQuoteTypeID' | 'clientId' | 'callType'>;
  let minimumAge: number;

  const campaignBody = (overrides: object = {}) => ({
    clientId: CORPORATE,
    quoteType: 'auto',
    packageId: CUSTOM_PACKAGE_ID,
    callType: 'WarmTransfer',
    phoneNumbers: ['5551234567'],
    geoMaps: [{ type: 'State', stateAbbreviation: 'FL', county: null, zipCode: null }],
    stateOverrides: [{ state: 'FL', price: 30, minBid: 20, maxBid: 40, isActive: true }],
    ...overrides,
  });
  const filter = (value: string) => ({
    subscriptionFilterId: -1,
    subscriptionFilterTypeId: minimumAge,
    subscriptionFilterTypeName: 'Minimum Age',
    subscriptionFilterTypeOperator: '>=',
    subscriptionFilterTypeInputValue: value,
    subscriptionFilterTypeInputLookup: null,
  });
  const save = (body: object, headers = cs) => t.post('/api/campaigns/save', headers, body);

  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    const db = t.app.database.db;
    const [call] = await db
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.clientId, CORPORATE), eq(channels.serviceType, 'Call')))
      .orderBy(asc(channels.id));
    const res = await t.get(`/api/LeadType/calls/SubscriptionSchedule/${call!.id}`, cs);
    expect(res.statusCode, res.body).toBe(200);
    const read = res.json() as CallSchedule;
    schedule = {
      isIntervalCapEnabled: read.isIntervalCapEnabled,
      intervalStep: read.intervalStep,
      subscriptionMonthlySchedule: read.subscriptionMonthlySchedule,
      subscriptionDailySchedules: read.subscriptionDailySchedules,
    } as typeof schedule;
    const [type] = await db
      .select()
      .from(subscriptionFilterTypes)
      .where(eq(subscriptionFilterTypes.name, 'Minimum Age'));
    minimumAge = type!.id;
  });
  afterAll(() => t.close());

  it('adds a campaign with its schedule and filters, then changes all three at once', async () => {
    const created = await save({
      clientQuoteType: campaignBody(),
      schedule,
      filters: [filter('30')],
    });
    expect(created.statusCode, created.body).toBe(200);
    const first = created.json() as SavedCampaign;
    expect(first.clientQuoteType).toMatchObject({ clientId: CORPORATE, callType: 'WarmTransfer' });
    expect(first.schedule.clientQuoteTypeID).toBe(first.clientQuoteType.id);
    expect(first.filters.subscriptionFilters).toMatchObject([
      { subscriptionFilterTypeInputValue: '30' },
    ]);

    const changed = await save({
      clientQuoteType: campaignBody({
        id: first.clientQuoteType.id,
        version: first.clientQuoteType.version,
        customName: 'Florida warm',
      }),
      schedule: {
        ...schedule,
        subscriptionMonthlySchedule: {
          subscriptionMonthlyCap: {
            ...schedule.subscriptionMonthlySchedule.subscriptionMonthlyCap,
            capLimit: 250,
          },
        },
      },
      filters: [],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const second = changed.json() as SavedCampaign;
    expect(second.clientQuoteType).toMatchObject({
      id: first.clientQuoteType.id,
      customName: 'Florida warm',
    });
    expect(second.schedule.subscriptionMonthlySchedule.subscriptionMonthlyCap.capLimit).toBe(250);
    expect(second.filters.subscriptionFilters).toEqual([]);
  });

  it('saves nothing when one part is refused, naming the field under its part', async () => {
    const before = await t.app.database.db.select({ id: channels.id }).from(channels);
    const res = await save({
      clientQuoteType: campaignBody({ customName: 'Never saved' }),
      schedule,
      filters: [filter('30'), filter('30')],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors)[0]).toMatch(/^filters\./);
    const after = await t.app.database.db.select({ id: channels.id }).from(channels);
    expect(after).toHaveLength(before.length);
  });

  it('answers 400 naming the field', async () => {
    expectError(
      await save({ clientQuoteType: campaignBody({ version: 3 }), schedule, filters: [] }),
      400,
      M.versionWithId,
      'clientQuoteType.version',
    );
    expectError(await save({ clientQuoteType: campaignBody(), filters: [] }), 400);
    const agent = await t.as('agent@example.com');
    expectError(
      await save(
        {
          clientQuoteType: campaignBody({ clientId: 1, stateOverrides: [] }),
          schedule,
          filters: [],
        },
        agent,
      ),
      400,
      CHANNEL_WRITE_MESSAGES.callCampaignCorporateOnly,
      'clientQuoteType.serviceType',
    );
  });

  it('answers 404 for an unknown campaign id', async () => {
    const res = await save({
      clientQuoteType: campaignBody({ id: 999999, version: 1 }),
      schedule,
      filters: [],
    });
    expect(res.statusCode, res.body).toBe(404);
  });

  it("403s a client user saving another client's campaign", async () => {
    const agent = await t.as('agent@example.com');
    expectError(await save({ clientQuoteType: campaignBody(), schedule, filters: [] }, agent), 403);
  });
});
