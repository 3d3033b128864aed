import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CUSTOM_ZIPS } from '@client-admin/domain/territory/constants';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { expectError } from '../../../test/expect-error';

describe('sales zip tools and percent subsidy states', () => {
  let t: TestApp;
  let sales: RequestHeaders;
  let salesManager: RequestHeaders;
  let agent: RequestHeaders;
  beforeAll(async () => {
    t = await buildTestApp();
    sales = await t.as('sales@example.com');
    salesManager = await t.as('salesmgr@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  it('answers "No Zip Codes available." until a lead map is saved, then the zips, per user', async () => {
    expectError(await t.get('/api/salesLeadMap/push-pop', sales), 404, M.noZipCodes);
    const saved = await t.post('/api/salesLeadMap/push-pop', sales, {
      zipCodes: ['78701', '10001', '78701'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ zipCodes: ['78701', '10001'] });
    expect((await t.get('/api/salesLeadMap/push-pop', sales)).json()).toEqual({
      zipCodes: ['78701', '10001'],
    });
    expectError(await t.get('/api/salesLeadMap/push-pop', salesManager), 404, M.noZipCodes);
  });

  it('refuses unknown zips and non-zips in a lead map, and callers who are not staff', async () => {
    expectError(
      await t.post('/api/salesLeadMap/push-pop', sales, { zipCodes: ['00000'] }),
      400,
      M.zipsNotFound(['00000']),
      'zipCodes',
    );
    expectError(await t.post('/api/salesLeadMap/push-pop', sales, { zipCodes: ['1234'] }), 400);
    expectError(await t.get('/api/salesLeadMap/push-pop', agent), 403);
    expectError(await t.post('/api/salesLeadMap/push-pop', agent, { zipCodes: [] }), 403);
  });

  it('sorts comma-joined entries into known zips, zips not found and entries that are not zips', async () => {
    const res = await t.post('/api/SalesLeadMap/territory-validate/', sales, {
      data: '78701, 00000,abc,10001-1234,78701',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      zipCodes: ['78701', '10001'],
      notFound: ['00000'],
      invalid: ['abc'],
    });
    const tooMany = Array.from({ length: MAX_CUSTOM_ZIPS + 1 }, () => '78701').join(',');
    expectError(
      await t.post('/api/SalesLeadMap/territory-validate/', sales, { data: tooMany }),
      400,
      M.customListTooLong,
      'data',
    );
    expectError(
      await t.post('/api/SalesLeadMap/territory-validate/', agent, { data: '78701' }),
      403,
    );
  });

  it('lists the percent subsidy states to any signed-in user', async () => {
    const res = await t.get('/api/feature/enabled-percent-subsidy-states', agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(['CO', 'WA']);
    expect((await t.get('/api/feature/enabled-percent-subsidy-states')).statusCode).toBe(401);
  });
});
