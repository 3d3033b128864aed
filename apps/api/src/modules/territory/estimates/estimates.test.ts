import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoEstimate } from '@client-admin/contracts/territory';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { webChannelMaterials } from '../../channels/channel-test-fixtures';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { expectError } from '../../../test/expect-error';

const travis = { type: 'County', stateAbbreviation: 'TX', county: 'Travis' };
const hays = { type: 'County', stateAbbreviation: 'TX', county: 'HAYS' };
const manhattan = { type: 'ZipCode', stateAbbreviation: 'NY', zipCode: '10001' };

describe('lead-volume estimates', () => {
  let t: TestApp;
  let agent: RequestHeaders;
  let otherAgent: RequestHeaders;
  let packageId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    agent = await t.as('agent@example.com');
    otherAgent = await t.as('corporate@example.com');
    packageId = (await webChannelMaterials(t, agent)).pkg.id;
  });
  afterAll(() => t.close());

  const estimate = async (geoMaps: object[], kind: object = { packageId }) => {
    const res = await t.post('/api/territory/lutgeoestimate', agent, { ...kind, geoMaps });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as GeoEstimate;
  };

  it('estimates each geo and the territory, and moves when the territory changes', async () => {
    const one = await estimate([travis]);
    const two = await estimate([travis, hays, manhattan]);
    expect(one.geoMaps[0]!.estimate).toBeGreaterThan(0);
    expect(two.geoMaps[0]!.estimate).toBe(one.geoMaps[0]!.estimate);
    expect(two.total).toBeGreaterThan(one.total);
    expect(two.geoMaps.map((g) => g.zipCode ?? g.countyName)).toEqual(['Travis', 'Hays', '10001']);
  });

  it('is deterministic, and smaller for calls than for web leads', async () => {
    const kind = { quoteType: 'auto', productTypeId: 1 };
    const web = await estimate([travis], kind);
    expect(await estimate([travis], kind)).toEqual(web);
    const calls = await estimate([travis], { quoteType: 'auto', productTypeId: 2 });
    expect(calls.total).toBeLessThan(web.total);
  });

  it('needs a package or a quote type and product, and refuses duplicates', async () => {
    const send = (body: object) => t.post('/api/territory/lutgeoestimate', agent, body);
    expectError(
      await send({ geoMaps: [travis] }),
      400,
      'Choose a package, or a quote type and product',
      'packageId',
    );
    expectError(
      await send({ packageId: 'ffffffff-ffff-4fff-bfff-ffffffffffff', geoMaps: [travis] }),
      400,
      'Choose a package',
      'packageId',
    );
    expectError(
      await send({ packageId, geoMaps: [{ type: 'State', stateAbbreviation: 'TX' }, travis] }),
      400,
      M.duplicateGeo('TRAVIS, TX'),
      'geoMaps.1',
    );
    expectError(await send({ packageId, geoMaps: [] }), 400, 'Add at least one geo');
  });

  it("counts a channel's leads a month over its territory, for its own client only", async () => {
    const channels = (await t.get('/api/LeadType/client/1', agent)).json() as { id: number }[];
    const res = await t.get(`/api/leads/${channels[0]!.id}/lead-count`, agent);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { leadCount: number }).leadCount).toBeGreaterThan(0);
    expectError(await t.get(`/api/leads/${channels[0]!.id}/lead-count`, otherAgent), 403);
    expectError(await t.get('/api/leads/999999/lead-count', agent), 404);
    expectError(await t.get('/api/leads/abc/lead-count', agent), 400, 'Must be an id');
  });

  it('estimates drawn channels of the caller’s client, and 403s another client', async () => {
    const body = {
      clientId: 1,
      channels: [
        { quoteType: 'auto', productTypeId: 1, packageId, geoMaps: [travis] },
        { quoteType: 'auto', productTypeId: 1, packageId, geoMaps: [hays] },
      ],
    };
    const res = await t.post('/api/territory/estimatedChannel', agent, body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { channels: { estimate: number }[]; total: number };
    expect(answer.total).toBe(answer.channels[0]!.estimate + answer.channels[1]!.estimate);
    expectError(await t.post('/api/territory/estimatedChannel', otherAgent, body), 403);
    expectError(
      await t.post('/api/territory/estimatedChannel', agent, {
        ...body,
        channels: [{ ...body.channels[0], geoMaps: [{ ...manhattan, zipCode: '00000' }] }],
      }),
      400,
      M.unknownZip('00000'),
      'channels.0.geoMaps.0',
    );
  });
});
