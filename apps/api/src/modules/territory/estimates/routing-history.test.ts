import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutingHistoryAnswer } from '@client-admin/contracts/territory';
import { reachableLeads } from '@client-admin/domain/territory/routing-history';
import {
  addChannel,
  leadBody,
  leadFlowTestApp,
  postLead,
} from '../../lead-flow/lead-flow-test-fixtures';
import type { TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { expectError } from '../../../test/expect-error';

const PATH = '/api/territory/routing-history';
const oklahoma = { type: 'State', stateAbbreviation: 'OK' };
const oklahomaCounty = { type: 'County', stateAbbreviation: 'OK', county: 'OKLAHOMA' };
const denverZip = { type: 'ZipCode', stateAbbreviation: 'CO', zipCode: '80202' };
const autoWeb = { quoteType: 'auto', productTypeId: 1 };

describe('POST /api/territory/routing-history', () => {
  let t: TestApp;
  let key: string;
  let sales: RequestHeaders;
  const history = async (geoMaps: object[], kind: object = autoWeb) => {
    const res = await t.post(PATH, sales, { ...kind, geoMaps });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RoutingHistoryAnswer;
  };
  let before: { ok: RoutingHistoryAnswer; county: RoutingHistoryAnswer; zip: RoutingHistoryAnswer };

  beforeAll(async () => {
    const app = await leadFlowTestApp(3, 1_000_000);
    t = app.t;
    key = app.key;
    sales = await t.as('sales@example.com');
    before = {
      ok: await history([oklahoma]),
      county: await history([oklahomaCounty]),
      zip: await history([denverZip]),
    };
    const [a, b, c] = app.clients as [number, number, number];
    // Two buyers that share a lead with one other at most: Oklahoma's leads are full at $15.
    await addChannel(app.db, { clientId: a, geo: 'OK', priceCents: 1500, maxSold: 2 });
    await addChannel(app.db, { clientId: b, geo: 'OK', priceCents: 2000, maxSold: 2 });
    // One buyer in Colorado: its leads keep room for three more.
    await addChannel(app.db, { clientId: c, geo: 'CO', priceCents: 1800 });
    for (const [i, state] of (['OK', 'OK', 'OK', 'CO', 'CO'] as const).entries()) {
      const res = await postLead(t, key, leadBody(`history-${i}`, state));
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('counts the territory’s leads of the kind, open or full at their lowest price', async () => {
    const ok = await history([oklahoma]);
    expect(ok.days).toBe(28);
    expect(ok.leads - before.ok.leads).toBe(3);
    expect(ok.open - before.ok.open).toBe(0);
    // At $15 the full leads are out of reach; a cent more reaches them.
    expect(reachableLeads(ok, 1500) - reachableLeads(before.ok, 1500)).toBe(0);
    expect(reachableLeads(ok, 1501) - reachableLeads(before.ok, 1501)).toBe(3);

    const both = await history([oklahoma, denverZip]);
    const beforeBoth = before.ok.leads + before.zip.leads;
    expect(both.leads - beforeBoth).toBe(5);
    expect(both.open - (before.ok.open + before.zip.open)).toBe(2);
  });

  it('reads counties and zips as the geo maps keep them, and only the kind asked', async () => {
    expect((await history([oklahomaCounty])).leads - before.county.leads).toBe(3);
    expect((await history([denverZip])).leads - before.zip.leads).toBe(2);
    const home = await history([{ type: 'State', stateAbbreviation: 'WY' }], {
      quoteType: 'home',
      productTypeId: 1,
    });
    expect(home).toEqual({ days: 28, leads: 0, open: 0, full: [] });
  });

  it('is for staff: a client user gets 403', async () => {
    const res = await t.post(PATH, await t.as('agent@example.com'), {
      ...autoWeb,
      geoMaps: [oklahoma],
    });
    expect(res.statusCode).toBe(403);
  });

  it('names the field of a bad request', async () => {
    expectError(
      await t.post(PATH, sales, { geoMaps: [oklahoma] }),
      400,
      'Choose a package, or a quote type and product',
      'packageId',
    );
    expectError(
      await t.post(PATH, sales, {
        ...autoWeb,
        geoMaps: [{ type: 'State', stateAbbreviation: 'XX' }],
      }),
      400,
      'Must be a US state',
      'geoMaps.0.stateAbbreviation',
    );
    expectError(
      await t.post(PATH, sales, { ...autoWeb, geoMaps: [] }),
      400,
      'Add at least one geo',
      'geoMaps',
    );
  });
});
