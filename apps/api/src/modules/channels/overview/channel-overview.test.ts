import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type {
  ChannelDashboard,
  CrmTarget,
  QuoteTypeOption,
  TerritoryDetail,
} from '@client-admin/contracts/channels';
import type { PackageDetail } from '@client-admin/contracts/packages';
import { CUSTOM_PACKAGE_ID } from '@client-admin/domain/channel-messages';
import { MESSAGES } from '@client-admin/domain/messages';
import { channels } from '../../../db/schema/channels';
import { clients } from '../../../db/schema/clients';
import { packageExcludedClients, packages } from '../../../db/schema/packages';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { expectError } from '../../../test/expect-error';

describe('channel overview, lookups and package lists', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let corporate: RequestHeaders;
  let carrier: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    corporate = await t.as('corporate@example.com');
    const [client] = await t.app.database.db.select().from(clients).where(eq(clients.id, 1));
    carrier = client!.parentCompany!;
  });
  afterAll(() => t.close());

  const firstChannel = async (clientId: number) =>
    (
      await t.app.database.db
        .select()
        .from(channels)
        .where(eq(channels.clientId, clientId))
        .orderBy(asc(channels.id))
        .limit(1)
    )[0]!;

  it('GET dashboard: counts per product and the channels needing attention', async () => {
    const res = await t.get('/api/LeadType/dashboard/1', agent);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ChannelDashboard;
    expect(body.total).toBe(6);
    expect(body.products.map((p) => p.productTypeId)).toEqual([1, 2]);
    expect(body.paused).toBe(1);
    expect(body.incomplete).toBe(1);
    expect(body.needsAttention.map((c) => c.reason).sort()).toEqual(['incomplete', 'paused']);
    const paused = body.needsAttention.find((c) => c.reason === 'paused');
    expect(paused?.temporaryPause?.scheduledEnd).toEqual(expect.any(String));
    expectError(await t.get('/api/LeadType/dashboard/2', agent), 403);
    expectError(await t.get('/api/LeadType/dashboard/999999', cs), 404, MESSAGES.invalidClientId);
  });

  it('GET leadchannels: id, name, product and status for pickers', async () => {
    const res = await t.get('/api/LeadType/leadchannels/1', agent);
    expect(res.json()).toHaveLength(6);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['id', 'name', 'productTypeId', 'status']);
    expectError(await t.get('/api/LeadType/leadchannels/2', agent), 403);
    expectError(await t.get('/api/LeadType/leadchannels/999999', cs), 404);
  });

  it('GET caps/min: one a day, seven a week', async () => {
    const mine = await firstChannel(1);
    expect((await t.get(`/api/LeadType/${mine.id}/caps/min`, agent)).json()).toEqual({
      sunday: 1,
      monday: 1,
      tuesday: 1,
      wednesday: 1,
      thursday: 1,
      friday: 1,
      saturday: 1,
      weekly: 7,
    });
    expectError(await t.get(`/api/LeadType/${(await firstChannel(2)).id}/caps/min`, agent), 403);
    expectError(await t.get('/api/LeadType/999999/caps/min', cs), 404, 'Channel not found');
  });

  it('GET territorydetail: geo maps grouped with counts', async () => {
    const mine = await firstChannel(1);
    const res = await t.get(
      `/api/LeadType/territorydetail/${mine.id}?subsidyProduct=SF-AUTO-WEB`,
      agent,
    );
    const body = res.json() as TerritoryDetail;
    expect(body.states).toEqual([mine.geoMaps[0]!.stateAbbreviation]);
    expect(body.counts.states).toBe(1);
    expect(body.counts.zips).toBe(mine.geoMaps.filter((g) => g.type === 'ZipCode').length);
    expect(body.subsidyProduct).toBe('SF-AUTO-WEB');
    expectError(
      await t.get(`/api/LeadType/territorydetail/${(await firstChannel(2)).id}`, agent),
      403,
    );
    expectError(await t.get('/api/LeadType/territorydetail/999999', cs), 404);
  });

  it('GET crms: every target, ECRM only with an agency e-mail', async () => {
    const mine = (await t.get('/api/LeadType/crms/1', agent)).json() as CrmTarget[];
    expect(mine.map((c) => c.name).sort()).toEqual(['AgencyZoom', 'ECRM', 'Salesforce']);
    expect(mine.find((c) => c.isEcrm)?.variableNames[0]).toBe('agencyEmailUser');
    await t.app.database.db.update(clients).set({ agencyEmail: '' }).where(eq(clients.id, 3));
    const corp = (await t.get('/api/LeadType/crms/3', corporate)).json() as CrmTarget[];
    expect(corp.some((c) => c.isEcrm)).toBe(false);
    expectError(await t.get('/api/LeadType/crms/2', agent), 403);
    expectError(await t.get('/api/LeadType/crms/999999', cs), 404);
  });

  it('GET quoteTypes: by the availability rule, life for staff only', async () => {
    const forAgent = (
      await t.get(`/api/leadtype/quoteTypes/ALLSTATE?serviceType=Web`, agent)
    ).json();
    expect((forAgent as QuoteTypeOption[]).map((q) => q.code)).toEqual(['auto', 'home', 'renter']);
    expect((forAgent as QuoteTypeOption[])[0]).toMatchObject({
      code: 'auto',
      label: 'Auto',
      id: expect.any(Number),
    });
    const forStaff = (await t.get('/api/leadtype/quoteTypes/ALLSTATE?serviceType=Call', cs)).json();
    expect((forStaff as QuoteTypeOption[]).map((q) => q.code)).toEqual(['auto', 'home', 'life']);
    const country = (
      await t.get('/api/leadtype/quoteTypes/COUNTRYFIN?serviceType=Call', agent)
    ).json();
    expect(country).toEqual([]);
    expectError(await t.get('/api/leadtype/quoteTypes/ALLSTATE?serviceType=Fax', agent), 400);
    expectError(await t.get('/api/leadtype/quoteTypes/ALLSTATE?clientId=2', agent), 403);
  });

  it('GET upsells: a list for the client; 403 for another client', async () => {
    expect((await t.get('/api/Clients/upsells/1', agent)).json()).toEqual([]);
    expectError(await t.get('/api/Clients/upsells/2', agent), 403);
    expectError(await t.get('/api/Clients/upsells/999999', cs), 404);
  });

  describe('package lists', () => {
    it('active packages of the carrier; the custom one only for staff and corporate', async () => {
      const forAgent = (
        await t.get(`/api/LeadType/packages/${carrier}/auto/1`, agent)
      ).json() as PackageDetail[];
      expect(forAgent.length).toBeGreaterThan(0);
      expect(
        forAgent.every((p) => p.carrier === carrier && p.isActive && p.productTypeId === 1),
      ).toBe(true);
      expect(forAgent.some((p) => p.id === CUSTOM_PACKAGE_ID)).toBe(false);
      const forStaff = (
        await t.get(`/api/LeadType/packages/${carrier}/auto/1`, cs)
      ).json() as PackageDetail[];
      expect(forStaff.some((p) => p.id === CUSTOM_PACKAGE_ID)).toBe(true);
      const forCorp = (
        await t.get(`/api/LeadType/packages/${carrier}/auto/1`, corporate)
      ).json() as PackageDetail[];
      expect(forCorp.some((p) => p.id === CUSTOM_PACKAGE_ID)).toBe(true);
    });

    it('leaves out packages excluded for the client', async () => {
      const before = (
        await t.get(`/api/LeadType/calls/quotetype/${carrier}/auto`, agent)
      ).json() as PackageDetail[];
      const excluded = before.find((p) => p.id !== CUSTOM_PACKAGE_ID)!;
      await t.app.database.db
        .insert(packageExcludedClients)
        .values({ packageId: excluded.id, clientId: 1 });
      const after = (
        await t.get(`/api/LeadType/calls/quotetype/${carrier}/auto`, agent)
      ).json() as PackageDetail[];
      expect(after.map((p) => p.id)).not.toContain(excluded.id);
      const staffForClient = (
        await t.get(`/api/LeadType/calls/quotetype/${carrier}/auto?clientId=1`, cs)
      ).json() as PackageDetail[];
      expect(staffForClient.map((p) => p.id)).not.toContain(excluded.id);
    });

    it('the call variants: by carrier, by quote type id, taz', async () => {
      const all = (await t.get(`/api/LeadType/calls/${carrier}`, agent)).json() as PackageDetail[];
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((p) => p.productTypeId === 2)).toBe(true);
      const first = all[0]!;
      const byId = (
        await t.get(`/api/LeadType/calls/${carrier}/${first.quoteTypeId}`, agent)
      ).json() as PackageDetail[];
      expect(byId.map((p) => p.id)).toContain(first.id);
      expect(byId.every((p) => p.quoteType === first.quoteType)).toBe(true);
      const taz = (
        await t.get(`/api/LeadType/calls/taz/${carrier}/home`, agent)
      ).json() as PackageDetail[];
      expect(taz.every((p) => p.quoteType === 'home' && p.productTypeId === 2)).toBe(true);
      expectError(await t.get(`/api/LeadType/calls/${carrier}/abc`, agent), 400);
      expectError(await t.get(`/api/LeadType/calls/${carrier}?clientId=2`, agent), 403);
    });

    it('price-modifiers: the custom package modifiers', async () => {
      const res = await t.get('/api/leadtype/price-modifiers', agent);
      expect(res.statusCode).toBe(200);
      expect(res.json().length).toBeGreaterThan(0);
      expect(res.json()[0]).toMatchObject({ name: expect.any(String), priceMin: 0 });
    });

    it('sourceOnlyPackages: staff only', async () => {
      await t.app.database.db
        .update(packages)
        .set({ isSourceOnly: true })
        .where(eq(packages.carrier, carrier));
      const res = await t.get(`/api/LeadType/${carrier}/auto/sourceOnlyPackages`, cs);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        (res.json() as PackageDetail[]).every((p) => p.isSourceOnly && p.quoteType === 'auto'),
      ).toBe(true);
      expect(res.json().length).toBeGreaterThan(0);
      expectError(await t.get(`/api/LeadType/${carrier}/auto/sourceOnlyPackages`, agent), 403);
    });

    it('subsidyProduct: State Farm with a non-default package only', async () => {
      const pkg = '00000000-0000-4000-8000-000000000001';
      const sf = await t.get(
        `/api/LeadType/subsidyProduct?parentCompany=STATEFARM&packageId=${pkg}&isCall=true&quoteType=auto`,
        agent,
      );
      expect(sf.json()).toEqual({ subsidyProduct: 'SF-AUTO-CALL' });
      const other = await t.get(
        `/api/LeadType/subsidyProduct?parentCompany=STATEFARM&packageId=${CUSTOM_PACKAGE_ID}&quoteType=auto`,
        agent,
      );
      expect(other.json()).toEqual({ subsidyProduct: null });
    });
  });
});
