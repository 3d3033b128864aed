import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { FARMERS_MESSAGES as M } from '@client-admin/domain/subsidies/farmers-rows';
import { ledgerTransactions } from '../../../db/schema/billing';
import { clients } from '../../../db/schema/clients';
import { featureFlagRules } from '../../../db/schema/features';
import { expectError } from '../../../test/expect-error';
import { auditLedger, expectSound } from '../../../test/ledger-audit';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { csvOf } from '../subsidy-test-fixtures';

const BOUNDARY = 'farmers-boundary';

/** A multipart body: text fields, then one file. */
function multipart(fields: Record<string, string>, fileName: string, content: string) {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`;
  return {
    payload: Buffer.from(parts.join('') + file),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** Clients 7 and 12 of the demo data are Farmers clients with folios. */
const A = 7;
const B = 12;

describe('Farmers imports (seed 002 §4, §7)', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  const emails: Record<number, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    const rows = await t.app.database.db
      .select({ id: clients.id, email: clients.email })
      .from(clients)
      .where(inArray(clients.id, [A, B]));
    for (const r of rows) emails[r.id] = r.email;
  });
  afterAll(() => t.close());

  const importAgents = (fields: Record<string, string>, content: string, headers = cs) => {
    const body = multipart(fields, 'agents.csv', content);
    return t.post(
      '/api/FarmersVendorImport/import-farmers-agents',
      { ...headers, ...body.headers },
      body.payload,
    );
  };
  const client = async (id: number) => {
    const [row] = await t.app.database.db
      .select({ status: clients.status, folio: clients.farmersFolio })
      .from(clients)
      .where(eq(clients.id, id));
    return row!;
  };
  const status = async () =>
    (await t.get('/api/FarmersVendorImport/current-agent-import-status', cs)).json();

  it("shows the demo's past active import, and the co-op program answers", async () => {
    expect(await status()).toMatchObject({
      activeAgentImportStatus: 'Complete',
      terminatedAgentImportStatus: null,
      overallStatus: 'Partial',
    });
    const coop = await t.get('/api/FarmersVendorImport/is-farmers-cooperate-enabled', cs);
    expect(coop.statusCode).toBe(200);
    expect(coop.json()).toEqual({ enabled: true });
  });

  it('imports active agents: their folio set, other e-mails counted as not our clients', async () => {
    const res = await importAgents(
      { dateContent: '2026-11-27', agentKind: 'ACTIVE' },
      csvOf([
        ['email', 'folio'],
        [emails[A]!.toUpperCase(), 'f7777'],
        ['someone@example.org', 'F1'],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Complete',
      updated: 1,
      unchanged: 0,
      notClients: 1,
    });
    expect(res.json().batch).toMatchObject({ importType: 'FARMERS_AGENT', updated: 1 });
    expect(await client(A)).toMatchObject({ folio: 'F7777' });
    expect(await status()).toMatchObject({
      activeAgentImportStatus: 'Complete',
      overallStatus: 'Partial',
    });
  });

  it('imports terminated agents: their client cancelled without a folio; active again: inactive', async () => {
    const res = await importAgents(
      { dateContent: '2026-11-27', agentKind: 'TERMINATED' },
      csvOf([['email'], [emails[B]!]]),
    );
    expect(res.json()).toMatchObject({ updated: 1 });
    expect(await client(B)).toEqual({ status: 'CANCEL', folio: null });
    expect(await status()).toMatchObject({
      terminatedAgentImportStatus: 'Complete',
      overallStatus: 'Complete',
    });
    await importAgents(
      { dateContent: '2026-11-28', agentKind: 'ACTIVE' },
      csvOf([
        ['email', 'folio'],
        [emails[B]!, 'F5702'],
      ]),
    );
    expect(await client(B)).toEqual({ status: 'INACTIVE', folio: 'F5702' });
  });

  it('refuses bad rows and bad fields, recording the import as Error', async () => {
    const res = await importAgents(
      { dateContent: '2026-11-28', agentKind: 'TERMINATED' },
      csvOf([['email'], ['nope']]),
    );
    expectError(res, 400, M.badRows(1));
    expect(res.json().errors).toEqual({ 'line 2 email': M.badEmail });
    expect(await status()).toMatchObject({
      terminatedAgentImportStatus: 'Error',
      overallStatus: 'Error',
      terminatedMessage: M.badRows(1),
    });
    expectError(
      await importAgents({ agentKind: 'ACTIVE' }, 'email,folio\n'),
      400,
      M.badDateContent,
      'dateContent',
    );
    expectError(
      await importAgents({ dateContent: '2026-02-30', agentKind: 'ACTIVE' }, 'email,folio\n'),
      400,
      M.badDateContent,
    );
    expectError(
      await importAgents({ dateContent: '2026-11-28', agentKind: 'RETIRED' }, 'email,folio\n'),
      400,
      M.badAgentKind,
    );
  });

  describe('billing records', () => {
    const importRecords = (content: string, headers = cs) => {
      const body = multipart({}, 'records.csv', content);
      return t.post(
        '/api/farmersBillingRecords/farmers-billing-records-import',
        { ...headers, ...body.headers },
        body.payload,
      );
    };
    const HEADER = ['recordId', 'folio', 'product', 'amount', 'date'];

    it('posts each record once to the ledger as Farmers BMP billing', async () => {
      expect((await t.get('/api/farmersBillingRecords/enabled', cs)).json()).toEqual({
        enabled: true,
      });
      const file = csvOf([
        HEADER,
        ['BMP-1', 'F7777', 'Web', '150', '2026-11-02'],
        ['BMP-2', 'f7777', 'Call', '20.25', ''],
      ]);
      const first = await importRecords(file);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ posted: 2, alreadyPosted: 0, postedAmount: 170.25 });
      const again = await importRecords(file);
      expect(again.json()).toMatchObject({ posted: 0, alreadyPosted: 2, postedAmount: 0 });
      const rows = await t.app.database.db
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.clientId, A), eq(ledgerTransactions.kind, 'DEPOSIT')));
      const bmp = rows.filter((r) => r.description.startsWith('Farmers BMP billing'));
      expect(bmp.map((r) => [r.description, r.amountCents, r.productType])).toEqual([
        ['Farmers BMP billing: record BMP-1 (Web)', 15000, 1],
        ['Farmers BMP billing: record BMP-2 (Call)', 2025, 2],
      ]);
      expect(bmp[0]!.createDate.toISOString()).toBe('2026-11-02T17:00:00.000Z');
      expectSound(await auditLedger(t.app.database.db));
    });

    it('refuses unknown folios, a record posted otherwise, and bad cells: nothing posted', async () => {
      const before = await t.app.database.db.select().from(ledgerTransactions);
      const res = await importRecords(
        csvOf([
          HEADER,
          ['BMP-3', 'F0000', 'Web', '5', ''],
          ['BMP-1', 'F7777', 'Web', '99', ''],
          ['BMP-4', 'F7777', 'Boat', '5', ''],
        ]),
      );
      expectError(res, 400, M.badRows(3));
      expect(res.json().errors).toEqual({
        'line 2 folio': M.unknownFolio('F0000'),
        'line 3 recordId': M.postedDifferently('BMP-1'),
        'line 4 product': M.badProduct,
      });
      expect(await t.app.database.db.select().from(ledgerTransactions)).toHaveLength(before.length);
    });

    it('is not there while FarmersBillingUpload is off for Farmers', async () => {
      await t.app.database.db
        .update(featureFlagRules)
        .set({ enabled: false })
        .where(eq(featureFlagRules.flagName, 'FarmersBillingUpload'));
      t.app.cache.clear();
      expect((await t.get('/api/farmersBillingRecords/enabled', cs)).json()).toEqual({
        enabled: false,
      });
      expectError(
        await importRecords(csvOf([HEADER, ['BMP-9', 'F7777', 'Web', '5', '']])),
        404,
        M.billingOff,
      );
    });
  });

  it('is staff only', async () => {
    expect(
      (
        await importAgents(
          { dateContent: '2026-11-28', agentKind: 'ACTIVE' },
          'email,folio\n',
          agent,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.get('/api/FarmersVendorImport/current-agent-import-status', agent)).statusCode,
    ).toBe(403);
    expect(
      (await t.get('/api/FarmersVendorImport/is-farmers-cooperate-enabled', agent)).statusCode,
    ).toBe(403);
    expect((await t.get('/api/farmersBillingRecords/enabled', agent)).statusCode).toBe(403);
    const body = multipart({}, 'r.csv', 'recordId\n');
    expect(
      (
        await t.post(
          '/api/farmersBillingRecords/farmers-billing-records-import',
          { ...agent, ...body.headers },
          body.payload,
        )
      ).statusCode,
    ).toBe(403);
  });
});
