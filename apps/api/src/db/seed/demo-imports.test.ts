import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLedger, expectSound } from '../../test/ledger-audit';
import { demoStateFarmClient } from './demo-imports';

describe('demo imports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives a State Farm client in WA its subsidies, percent and flat', async () => {
    const clientId = await t.app.database.db.transaction((tx) => demoStateFarmClient(tx));
    expect(clientId).not.toBeNull();
    const res = await t.get(`/api/clients/${clientId}/subsidy`, await t.as('cs@example.com'));
    expect(
      res
        .json()
        .subsidies.map((s: { county: string; product: string; display: string }) => [
          s.county,
          s.product,
          s.display,
        ]),
    ).toEqual([
      ['', 'SF-HOME-WEB', '$2.00'],
      ['', 'SF-RENTER-CALL', '$1.50'],
      ['KING', 'SF-HOME-WEB', '20% (cap $4.00)'],
    ]);
  });

  it('makes that client a live one, so its subsidies page shows an active client', async () => {
    const clientId = await t.app.database.db.transaction((tx) => demoStateFarmClient(tx));
    const res = await t.get(`/api/clients/${clientId}`, await t.as('cs@example.com'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      parentCompany: 'STATEFARM',
      status: 'ACTIVE',
      isActive: true,
    });
  });

  it('keeps one past batch of each kind, and the ledger sound', async () => {
    const res = await t.get('/api/subsidy/batches', await t.as('cs@example.com'));
    expect(
      res
        .json()
        .map((b: { importType: string }) => b.importType)
        .sort(),
    ).toEqual(['FARMERS_AGENT', 'FARMERS_BILLING', 'SUBSIDY']);
    expectSound(await auditLedger(t.app.database.db));
  });
});
