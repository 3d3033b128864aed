import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ChannelDetail } from '@client-admin/contracts/channels';
import type { PackageRegion } from '@client-admin/contracts/territory';
import { UPSELL_CODES } from '@client-admin/domain/upsell-codes';
import { upsells } from '../../../db/schema/channels';
import { webChannelMaterials } from '../../channels/channel-test-fixtures';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { expectError } from '../../../test/expect-error';

describe('channels by territory look-up', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let otherAgent: RequestHeaders;
  let carrier: string;
  let quoteType: string;
  let packageId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    otherAgent = await t.as('corporate@example.com');
    const materials = await webChannelMaterials(t, agent);
    ({ carrier, quoteType } = materials);
    packageId = materials.pkg.id;
  });
  afterAll(() => t.close());

  const regionUrl = (query = '') =>
    `/api/territory/lutpackageregion/${carrier}/78701/${quoteType}/1${query}`;

  it("answers the carrier's packages and the counties around a zip, nearest first, with estimates", async () => {
    const res = await t.get(regionUrl(), agent);
    expect(res.statusCode, res.body).toBe(200);
    const region = res.json() as PackageRegion;
    expect(region.center).toMatchObject({ zipCode: '78701', county: 'TRAVIS' });
    expect(region.packages.map((p) => p.id)).toContain(packageId);
    expect(region.geos[0]).toMatchObject({ type: 'County', county: 'TRAVIS' });
    expect(region.geos.every((g) => g.stateAbbreviation === 'TX' && g.estimate! > 0)).toBe(true);
    expect(region.total).toBeGreaterThan(0);
  });

  it('crosses state lines only when asked', async () => {
    const url = `/api/territory/lutpackageregion/${carrier}/75501/${quoteType}/1`;
    const within = (await t.get(url, agent)).json() as PackageRegion;
    const across = (await t.get(`${url}?overStateLines=true`, agent)).json() as PackageRegion;
    expect(within.geos.every((g) => g.stateAbbreviation === 'TX')).toBe(true);
    expect(across.geos.some((g) => g.stateAbbreviation === 'AR')).toBe(true);
  });

  it('refuses a package not offered, an unknown zip and a bad product', async () => {
    expectError(
      await t.get(regionUrl('?packageId=ffffffff-ffff-4fff-bfff-ffffffffffff'), agent),
      400,
      'Choose one of the packages offered for this zip',
      'packageId',
    );
    expectError(
      await t.get(`/api/territory/lutpackageregion/${carrier}/00000/${quoteType}/1`, agent),
      404,
    );
    expectError(
      await t.get(`/api/territory/lutpackageregion/${carrier}/78701/${quoteType}/3`, agent),
      400,
      'Product must be 1 (Web) or 2 (Call)',
    );
  });

  const drawn = (geoMaps: object[], customName: string) => ({
    quoteType,
    productTypeId: 1,
    packageId,
    customName,
    geoMaps,
  });

  it('creates two channels in one go, with the upsell rep and promo recorded as upsells', async () => {
    const res = await t.post('/api/territory/createLutChannels', cs, {
      clientId: 1,
      upsellRep: 'rep-7',
      upsellPromo: 'SPRING',
      channels: [
        drawn([{ type: 'County', stateAbbreviation: 'TX', county: 'TRAVIS' }], 'Austin'),
        drawn([{ type: 'ZipCode', stateAbbreviation: 'TX', zipCode: '78666' }], 'San Marcos'),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = (
      res.json() as { channels: { id: number; customName: string; estimate: number }[] }
    ).channels;
    expect(made.map((c) => c.customName)).toEqual(['Austin', 'San Marcos']);
    expect(made.every((c) => c.estimate > 0)).toBe(true);
    const channel = (await t.get(`/api/LeadType/${made[1]!.id}`, agent)).json() as ChannelDetail;
    expect(channel.geoMaps).toEqual([
      { type: 'ZipCode', stateAbbreviation: 'TX', county: 'HAYS', zipCode: '78666' },
    ]);
    const rows = await t.app.database.db
      .select()
      .from(upsells)
      .where(eq(upsells.channelId, made[0]!.id));
    expect(rows).toMatchObject([
      { repId: 'rep-7', upsellPromo: 'SPRING', upsellType: UPSELL_CODES.addedLeadType },
    ]);
  });

  it('creates none when one of them breaks a rule, and 403s another client', async () => {
    const before = ((await t.get('/api/LeadType/client/1', agent)).json() as unknown[]).length;
    expectError(
      await t.post('/api/territory/createLutChannels', cs, {
        clientId: 1,
        channels: [
          drawn([{ type: 'State', stateAbbreviation: 'TX' }], 'Texas'),
          drawn([{ type: 'ZipCode', stateAbbreviation: 'TX', zipCode: '00000' }], 'Nowhere'),
        ],
      }),
      400,
      'Unknown zip code 00000',
      'channels.1.geoMaps.0',
    );
    expect(((await t.get('/api/LeadType/client/1', agent)).json() as unknown[]).length).toBe(
      before,
    );
    expectError(
      await t.post('/api/territory/createLutChannels', otherAgent, {
        clientId: 1,
        channels: [drawn([{ type: 'State', stateAbbreviation: 'TX' }], 'Texas')],
      }),
      403,
    );
  });
});
