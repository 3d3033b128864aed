import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TerritoryGeoItem, ZipsInRadius } from '@client-admin/contracts/territory';
import { MAX_CUSTOM_ZIPS } from '@client-admin/domain/territory/constants';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { expectError } from '../../test/expect-error';

describe('territory geography', () => {
  let t: TestApp;
  let agent: RequestHeaders;
  beforeAll(async () => {
    t = await buildTestApp();
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  const json = async <T>(url: string) => {
    const res = await t.get(url, agent);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  it('answers a zip with its county and state', async () => {
    expect(await json<TerritoryGeoItem>('/api/territory/zipcode/78701')).toMatchObject({
      type: 'ZipCode',
      zipCode: '78701',
      stateAbbreviation: 'TX',
      county: 'TRAVIS',
      countyName: 'Travis',
      countyFipsCode: '453',
      stateCode: '48',
      stateName: 'Texas',
    });
  });

  it('refuses an unknown zip (404) and a non-zip (400), and needs a sign-in', async () => {
    expectError(await t.get('/api/territory/zipcode/00000', agent), 404, M.unknownZip('00000'));
    expectError(await t.get('/api/territory/zipcode/abcde', agent), 400, undefined);
    expect((await t.get('/api/territory/zipcode/78701')).statusCode).toBe(401);
  });

  it('finds the neighbours within 10 miles of a zip, nearest first, with their county regions', async () => {
    const body = await json<ZipsInRadius>('/api/territory/getzipsinradius/78701/10');
    const zips = body.zips.map((z) => z.zipCode);
    expect(zips[0]).toBe('78701');
    expect(zips).toEqual(expect.arrayContaining(['78702', '78703', '78704', '78705']));
    expect(zips).not.toContain('78660'); // Pflugerville, about 15 miles north
    const miles = body.zips.map((z) => z.milesAway!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThanOrEqual(10);
    expect(body.zips.every((z) => z.radiusBoundary === 10)).toBe(true);
    expect(body.zips.find((z) => z.zipCode === '78704')).toMatchObject({ direction: 'SW' });
    const travis = body.countyRegions!.find((r) => r.countyName === 'TRAVIS')!;
    expect(travis.zipCodes).toContain('78701');
    const inRegions = body.countyRegions!.flatMap((r) => r.zipCodes).sort();
    expect(inRegions).toEqual([...zips].sort());
  });

  it('groups counties only up to 10 miles, and refuses a radius out of range', async () => {
    const wide = await json<ZipsInRadius>('/api/territory/getzipsinradius/78701/20');
    expect(wide.countyRegions).toBeNull();
    expect(wide.zips.length).toBeGreaterThan(50);
    expectError(
      await t.get('/api/territory/getzipsinradius/78701/101', agent),
      400,
      M.radiusOutOfRange,
      'radius',
    );
    expectError(
      await t.get('/api/territory/getzipsinradius/78701/-1', agent),
      400,
      M.radiusOutOfRange,
    );
  });

  it('lists a county’s zips, and 404s an unknown county', async () => {
    const zips = await json<TerritoryGeoItem[]>('/api/territory/states/TX/453');
    expect(zips.map((z) => z.zipCode)).toContain('78701');
    expect(zips.every((z) => z.county === 'TRAVIS')).toBe(true);
    expectError(
      await t.get('/api/territory/states/TX/999', agent),
      404,
      M.unknownCounty('999', 'TX'),
    );
    expectError(await t.get('/api/territory/states/XX/453', agent), 400, 'Must be a US state');
  });

  it('answers the counties of a state and around a zip, nearest first', async () => {
    const inState = await json<TerritoryGeoItem[]>('/api/territory/countiesWithDistance/TX/78701');
    expect(inState[0]).toMatchObject({ county: 'TRAVIS', type: 'County' });
    expect(inState.length).toBeGreaterThan(250);
    const around = await json<TerritoryGeoItem[]>(
      '/api/territory/countiesWithDistanceZipOnly/78701',
    );
    expect(around[0]!.county).toBe('TRAVIS');
    expect(around.map((c) => c.county)).toEqual(expect.arrayContaining(['HAYS', 'WILLIAMSON']));
    // Across state lines: around Texarkana, Arkansas counties come too.
    const border = await json<TerritoryGeoItem[]>(
      '/api/territory/countiesWithDistanceZipOnly/75501',
    );
    expect(border.some((c) => c.stateAbbreviation === 'AR')).toBe(true);
  });

  it("lists a state's counties by name for the county picker, without a zip (issue 36)", async () => {
    const texas = await json<TerritoryGeoItem[]>('/api/territory/counties/TX');
    expect(texas).toHaveLength(254);
    expect(texas.every((c) => c.type === 'County' && c.stateAbbreviation === 'TX')).toBe(true);
    const names = texas.map((c) => c.county!);
    expect(names).toEqual([...names].sort());
    expect(texas.find((c) => c.county === 'TRAVIS')).toMatchObject({
      countyName: 'Travis',
      countyFipsCode: '453',
      stateName: 'Texas',
      milesAway: null,
      direction: null,
    });
    expect(names).not.toContain('TRAVS');
    // A state by name, in any case, is its abbreviation.
    const delaware = await json<TerritoryGeoItem[]>('/api/territory/counties/delaware');
    expect(delaware.map((c) => c.county)).toEqual(['KENT', 'NEW CASTLE', 'SUSSEX']);
  });

  it('refuses a county list of a state that is not one, naming the field, and needs a sign-in', async () => {
    expectError(
      await t.get('/api/territory/counties/XX', agent),
      400,
      'Must be a US state',
      'state',
    );
    expect((await t.get('/api/territory/counties/TX')).statusCode).toBe(401);
  });

  it('sorts a custom list into known zips, once each in order, and the ones not found', async () => {
    const res = await t.post('/api/territory/custom-zips', agent, [
      '10001',
      '00000',
      '78701',
      '10001',
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { geos: TerritoryGeoItem[]; notFound: string[] };
    expect(body.geos.map((g) => [g.zipCode, g.isCustomZip])).toEqual([
      ['10001', true],
      ['78701', true],
    ]);
    expect(body.notFound).toEqual(['00000']);
  });

  it('refuses a custom list that is empty, too long, or holds a non-zip', async () => {
    expectError(await t.post('/api/territory/custom-zips', agent, []), 400, M.customListEmpty);
    const tooMany = Array.from({ length: MAX_CUSTOM_ZIPS + 1 }, (_, i) => String(10000 + i));
    expectError(
      await t.post('/api/territory/custom-zips', agent, tooMany),
      400,
      M.customListTooLong,
    );
    expectError(await t.post('/api/territory/custom-zips', agent, ['7870\u0000']), 400, undefined);
  });
});
