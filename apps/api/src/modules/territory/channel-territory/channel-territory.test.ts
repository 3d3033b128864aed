import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelDetail, GeoMap } from '@client-admin/contracts/channels';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { webChannelMaterials } from '../../channels/channel-test-fixtures';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { expectError } from '../../../test/expect-error';

const state = (s: string): GeoMap => ({
  type: 'State',
  stateAbbreviation: s,
  county: null,
  zipCode: null,
});
const county = (s: string, c: string): GeoMap => ({
  type: 'County',
  stateAbbreviation: s,
  county: c,
  zipCode: null,
});
const zip = (s: string, z: string): GeoMap => ({
  type: 'ZipCode',
  stateAbbreviation: s,
  county: null,
  zipCode: z,
});

describe("a channel's territory", () => {
  let t: TestApp;
  let agent: RequestHeaders;
  let otherAgent: RequestHeaders;
  let quoteType: string;
  let packageId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    agent = await t.as('agent@example.com');
    otherAgent = await t.as('corporate@example.com');
    const materials = await webChannelMaterials(t, agent);
    quoteType = materials.quoteType;
    packageId = materials.pkg.id;
  });
  afterAll(() => t.close());

  const add = (geoMaps: GeoMap[]) =>
    t.post('/api/leadtype/add/Web', agent, {
      clientId: 1,
      quoteType,
      packageId,
      geoMaps,
      emailDelivery: 'leads@example.com',
    });

  it('is saved as the geography knows it: a zip gets its state and county, a county is uppercased', async () => {
    const res = await add([
      county('tx', 'travis'),
      { ...zip('NY', '10001'), stateAbbreviation: 'CA' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as ChannelDetail).geoMaps).toEqual([
      county('TX', 'TRAVIS'),
      { ...zip('NY', '10001'), county: 'NEW YORK' },
    ]);
  });

  it('refuses unknown geos and geos another one covers, naming the geo', async () => {
    expectError(await add([zip('TX', '00000')]), 400, M.unknownZip('00000'), 'geoMaps.0');
    expectError(
      await add([state('TX'), county('TX', 'Nowhere')]),
      400,
      M.unknownCounty('NOWHERE', 'TX'),
      'geoMaps.1',
    );
    expectError(await add([state('ZZ')]), 400, M.unknownState('ZZ'), 'geoMaps.0');
    // A zip inside a listed state, listed before it, is still the one named.
    expectError(
      await add([zip('TX', '78701'), state('TX')]),
      400,
      M.duplicateGeo('78701'),
      'geoMaps.0',
    );
    expectError(
      await add([county('TX', 'TRAVIS'), county('tx', 'travis')]),
      400,
      M.duplicateGeo('TRAVIS, TX'),
      'geoMaps.1',
    );
  });

  it('removes a zip, records the change, and makes an open edit form stale', async () => {
    const created = (await add([state('NM'), zip('TX', '78701')])).json() as ChannelDetail;
    const res = await t.delete(
      `/api/territory/states/remove-zip?clientQuoteTypeId=${created.id}&zipCode=78701`,
      agent,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([state('NM')]);
    const history = await t.get(`/api/leadType/${created.id}/clientgeomapchanges`, agent);
    expect(JSON.stringify(history.json())).toContain('78701');
    const stale = await t.post('/api/LeadType/edit/Web', agent, {
      ...created,
      geoMaps: created.geoMaps,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('answers 400 for a zip not in the territory, 404 for an unknown channel, 403 for another client’s', async () => {
    const created = (await add([state('NM')])).json() as ChannelDetail;
    const url = (id: number, z = '78701') =>
      `/api/territory/states/remove-zip?clientQuoteTypeId=${id}&zipCode=${z}`;
    expectError(
      await t.delete(url(created.id), agent),
      400,
      M.zipNotInTerritory('78701'),
      'zipCode',
    );
    expectError(await t.delete(url(999999), agent), 404);
    expectError(await t.delete(url(created.id), otherAgent), 403);
    expectError(await t.delete(url(created.id, '7870'), agent), 400, undefined);
  });
});
