import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import { importBatches, replacedSubsidies, subsidies } from '../../db/schema/imports';
import { expectError } from '../../test/expect-error';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { csvOf, multipartFile, SUBSIDY_HEADER, workbookOf } from './subsidy-test-fixtures';

/** Client 1 of the demo data: State Farm, in New Mexico, agent@example.com's client. */
const SF_CLIENT = 1;
/** Client 7: Farmers. */
const FARMERS_CLIENT = 7;

const GOOD_ROWS = [
  SUBSIDY_HEADER,
  ['NM', 'Bernalillo', 'SF-AUTO-WEB', 5, ''],
  ['NM', '', 'SF-AUTO-WEB', '2.50', ''],
  ['NM', 'Santa Fe County', 'SF-HOME-CALL', { formula: '3+4', result: 7 }, 10],
  ['CO', 'Denver', 'SF-AUTO-WEB', { percent: 0.25 }, 12],
];

describe('subsidy import wizard (seed 002 §4, §7)', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  const upload = (headers: RequestHeaders, fileName: string, content: Buffer | string) => {
    const body = multipartFile(fileName, content);
    return t.post(
      '/api/subsidy/upload?importType=SUBSIDY',
      { ...headers, ...body.headers },
      body.payload,
    );
  };
  const preprocess = (token: string, sheet: string, headers = cs) =>
    t.get(
      `/api/subsidy/preprocess?t=${token}&fileName=x.xlsx&sheetname=${encodeURIComponent(sheet)}`,
      headers,
    );
  const apply = (token: string, headers = cs) =>
    t.get(`/api/subsidy/applyrules?t=${token}`, headers);
  const stored = () =>
    t.app.database.db
      .select({
        state: subsidies.leadState,
        county: subsidies.county,
        product: subsidies.product,
        kind: subsidies.kind,
        amount: subsidies.amount,
        cap: subsidies.capCents,
      })
      .from(subsidies)
      .orderBy(subsidies.leadState, subsidies.county, subsidies.product);

  let firstBatch = 0;
  /** Saved once: a workbook saved again differs in its saved-at time, so in its hash. */
  let goodFile: Buffer;

  it('uploads a workbook, lists its sheets, pre-processes without writing, applies as a batch', async () => {
    const demo = await stored();
    goodFile = await workbookOf({ Notes: [['read me']], Subsidies: GOOD_ROWS });
    const up = await upload(cs, 'subsidies.xlsx', goodFile);
    expect(up.statusCode).toBe(200);
    const { t: token, sheets, sameFile, sha256 } = up.json();
    expect(sheets).toEqual(['Notes', 'Subsidies']);
    expect(sameFile).toBeNull();
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);

    const listed = await t.get(`/api/subsidy/getsheets?t=${token}&fileName=subsidies.xlsx`, cs);
    expect(listed.json()).toEqual({ fileName: 'subsidies.xlsx', sheets: ['Notes', 'Subsidies'] });

    const dry = await preprocess(token, 'Subsidies');
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      toBeAdded: 4,
      toBeUpdated: 0,
      toBeDeleted: 0,
      fileError: null,
      badRowCount: 0,
      states: ['CO', 'NM'],
    });
    const preview = dry.json().preview;
    expect(
      preview.find((c: { key: { county: string } }) => c.key.county === 'SANTA FE'),
    ).toMatchObject({
      action: 'ADD',
      line: 4,
      after: { kind: 'FLAT', subsidy: 7, subsidyCap: 10, display: '$7.00' },
    });
    expect(
      preview.find((c: { key: { leadState: string } }) => c.key.leadState === 'CO').after,
    ).toEqual({
      kind: 'PERCENT',
      subsidy: 25,
      subsidyCap: 12,
      display: '25% (cap $12.00)',
    });
    // A dry run: nothing written (the demo's WA subsidies are all there is).
    expect(await stored()).toEqual(demo);

    const applied = await apply(token);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      unchanged: false,
      batch: {
        added: 4,
        updated: 0,
        deleted: 0,
        ranByEmail: 'cs@example.com',
        fileName: 'subsidies.xlsx',
        sha256,
      },
    });
    firstBatch = applied.json().batch.id;
    const rows = await stored();
    expect(rows).toHaveLength(demo.length + 4);
    // What the preview showed is what was written.
    for (const change of preview) {
      expect(rows).toContainEqual(
        expect.objectContaining({
          state: change.key.leadState,
          county: change.key.county,
          product: change.key.product,
        }),
      );
    }
    // Applying the same upload again answers its batch.
    expect((await apply(token)).json()).toMatchObject({
      unchanged: true,
      batch: { id: firstBatch },
    });
  });

  it('pre-processes an upload whose bytes this instance no longer holds, from the database', async () => {
    const older = await upload(
      cs,
      'older.csv',
      csvOf([SUBSIDY_HEADER, ['UT', '', 'SF-AUTO-WEB', '1', '']]),
    );
    // A later upload: the instance now holds its bytes, not the older one's.
    const later = await upload(
      cs,
      'later.csv',
      csvOf([
        SUBSIDY_HEADER,
        ['ID', '', 'SF-AUTO-WEB', '1', ''],
        ['ID', '', 'SF-HOME-WEB', '2', ''],
      ]),
    );
    const olderDry = await preprocess(older.json().t, 'Sheet1');
    expect(olderDry.json()).toMatchObject({ toBeAdded: 1, states: ['UT'] });
    const laterDry = await preprocess(later.json().t, 'Sheet1');
    expect(laterDry.json()).toMatchObject({ toBeAdded: 2, states: ['ID'] });
  });

  it('shows a State Farm client its subsidies; another parent company has none', async () => {
    const mine = await t.get(`/api/clients/${SF_CLIENT}/subsidy`, agent);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().parentCompany).toBe('STATEFARM');
    expect(mine.json().states).toContain('NM');
    expect(mine.json().subsidies).toEqual(
      expect.arrayContaining([
        {
          leadState: 'NM',
          county: '',
          product: 'SF-AUTO-WEB',
          kind: 'FLAT',
          subsidy: 2.5,
          subsidyCap: null,
          display: '$2.50',
        },
        {
          leadState: 'NM',
          county: 'BERNALILLO',
          product: 'SF-AUTO-WEB',
          kind: 'FLAT',
          subsidy: 5,
          subsidyCap: null,
          display: '$5.00',
        },
      ]),
    );
    const farmers = await t.get(`/api/clients/${FARMERS_CLIENT}/subsidy`, cs);
    expect(farmers.json()).toMatchObject({ parentCompany: 'FARMERS', subsidies: [] });
  });

  it('says so when the same file comes again, and changes nothing', async () => {
    const up = await upload(cs, 'again.xlsx', goodFile);
    expect(up.json().sameFile).toMatchObject({ batchId: firstBatch, ranByEmail: 'cs@example.com' });
    expect(up.json().sameFile.message).toMatch(/already imported on .* ET by cs@example.com/);
    const dry = await preprocess(up.json().t, 'Subsidies');
    expect(dry.json()).toMatchObject({
      toBeAdded: 0,
      toBeUpdated: 0,
      toBeDeleted: 0,
      unchanged: 4,
    });
    const before = await t.app.database.db.select().from(importBatches);
    const applied = await apply(up.json().t);
    expect(applied.json()).toMatchObject({ unchanged: true, batch: { id: firstBatch } });
    expect(applied.json().message).toMatch(/changes nothing/);
    expect(await t.app.database.db.select().from(importBatches)).toHaveLength(before.length);
  });

  it('refuses bad rows naming line and column, and changes nothing', async () => {
    const before = await stored();
    const csv = csvOf([
      SUBSIDY_HEADER,
      ['NM', 'Bernalillo', 'SF-AUTO-WEB', '6', ''],
      ['ZZ', '', 'SF-AUTO-WEB', '1', ''],
      ['NM', 'King', 'SF-AUTO-WEB', '1', ''],
      ['NM', '', 'SF-HOME-WEB', '-4', ''],
      ['NM', '', 'SF-RENTER-WEB', 'lots', ''],
      ['NM', '', 'SF-LIFE-WEB', '10', '5'],
    ]);
    const up = await upload(cs, 'bad.csv', csv);
    expect(up.json().sheets).toEqual(['Sheet1']);
    const dry = await preprocess(up.json().t, 'Sheet1');
    expect(dry.json()).toMatchObject({
      badRowCount: 5,
      toBeAdded: 0,
      toBeUpdated: 0,
      toBeDeleted: 0,
    });
    expect(dry.json().badRows).toEqual([
      { line: 3, column: 'leadState', reason: M.unknownState('ZZ') },
      { line: 4, column: 'county', reason: M.unknownCounty('King', 'NM') },
      { line: 5, column: 'subsidy', reason: M.negative },
      { line: 6, column: 'subsidy', reason: M.notAnAmount },
      { line: 7, column: 'subsidyCap', reason: M.capBelowSubsidy },
    ]);
    const refused = await apply(up.json().t);
    expectError(refused, 400, M.badRows(5));
    expect(refused.json().errors).toMatchObject({ 'line 3 leadState': M.unknownState('ZZ') });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file that is no workbook, another file type, a sheet without the columns, an oversized file', async () => {
    expectError(await upload(cs, 'fake.xlsx', 'just text'), 400, M.notAWorkbook);
    expectError(await upload(cs, 'subsidies.pdf', 'x'), 400, M.fileType);
    const noColumns = await upload(cs, 'cols.csv', 'state,amount\r\nNM,5\r\n');
    const dry = await preprocess(noColumns.json().t, 'Sheet1');
    expect(dry.json().fileError).toBe(
      M.missingColumns(['leadState', 'county', 'product', 'subsidy', 'subsidyCap']),
    );
    expectError(
      await apply(noColumns.json().t),
      400,
      M.missingColumns(['leadState', 'county', 'product', 'subsidy', 'subsidyCap']),
    );
    const big = Buffer.alloc(21 * 1024 * 1024, 'a');
    expectError(await upload(cs, 'big.csv', big), 400, M.fileTooLarge(20));
    expectError(await preprocess(noColumns.json().t, 'Other'), 400, M.unknownSheet('Other'));
    const wrongType = multipartFile('x.csv', 'a');
    expect(
      (
        await t.post(
          '/api/subsidy/upload?importType=FARMERS_AGENT',
          { ...cs, ...wrongType.headers },
          wrongType.payload,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('refuses an apply without a pre-process, or whose plan changed since', async () => {
    const a = await upload(
      cs,
      'a.csv',
      csvOf([SUBSIDY_HEADER, ['NM', '', 'SF-AUTO-CALL', '3', '']]),
    );
    expectError(await apply(a.json().t), 400, M.notPreprocessed);
    await preprocess(a.json().t, 'Sheet1');
    const b = await upload(
      cs,
      'b.csv',
      csvOf([SUBSIDY_HEADER, ['NM', '', 'SF-AUTO-CALL', '4', '']]),
    );
    await preprocess(b.json().t, 'Sheet1');
    expect((await apply(b.json().t)).statusCode).toBe(200);
    expectError(await apply(a.json().t), 409, M.planChanged);
  });

  it('reverts a batch in one step, unless a later batch touched the same rows', async () => {
    const file = csvOf([
      SUBSIDY_HEADER,
      ['TX', '', 'SF-AUTO-WEB', '1', ''],
      ['TX', 'Harris', 'SF-AUTO-WEB', '2', ''],
    ]);
    const up = await upload(cs, 'tx.csv', file);
    await preprocess(up.json().t, 'Sheet1');
    const first = (await apply(up.json().t)).json().batch.id;
    const next = await upload(
      cs,
      'tx2.csv',
      csvOf([SUBSIDY_HEADER, ['TX', '', 'SF-AUTO-WEB', '9', '']]),
    );
    await preprocess(next.json().t, 'Sheet1');
    const second = (await apply(next.json().t)).json().batch;
    expect(second).toMatchObject({ added: 0, updated: 1, deleted: 1 });
    const kept = await t.app.database.db
      .select({
        county: replacedSubsidies.county,
        amount: replacedSubsidies.amount,
        writtenBy: replacedSubsidies.writtenBy,
      })
      .from(replacedSubsidies)
      .where(eq(replacedSubsidies.batchId, second.id))
      .orderBy(replacedSubsidies.county);
    expect(kept).toEqual([
      { county: '', amount: 100, writtenBy: first },
      { county: 'HARRIS', amount: 200, writtenBy: first },
    ]);
    const [updated] = await t.app.database.db
      .select({ batchId: subsidies.batchId })
      .from(subsidies)
      .where(and(eq(subsidies.leadState, 'TX'), eq(subsidies.county, '')));
    expect(updated).toEqual({ batchId: second.id });

    expectError(
      await t.post(`/api/subsidy/batches/${first}/revert`, cs),
      409,
      M.batchTouchedLater([second.id]),
    );
    const reverted = await t.post(`/api/subsidy/batches/${second.id}/revert`, cs);
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ id: second.id, revertedByEmail: 'cs@example.com' });
    const tx = (await stored()).filter((r) => r.state === 'TX');
    expect(tx).toEqual([
      { state: 'TX', county: '', product: 'SF-AUTO-WEB', kind: 'FLAT', amount: 100, cap: null },
      {
        state: 'TX',
        county: 'HARRIS',
        product: 'SF-AUTO-WEB',
        kind: 'FLAT',
        amount: 200,
        cap: null,
      },
    ]);
    expectError(await t.post(`/api/subsidy/batches/${second.id}/revert`, cs), 409, M.batchReverted);
    expect((await t.post(`/api/subsidy/batches/${first}/revert`, cs)).statusCode).toBe(200);
    expect((await stored()).filter((r) => r.state === 'TX')).toEqual([]);

    const list = await t.get('/api/subsidy/batches?importType=SUBSIDY', cs);
    const ids = list.json().map((b: { id: number }) => b.id);
    expect(ids.slice(0, 2)).toEqual([second.id, first]);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
    expect(list.json()[0].revertedAt).not.toBeNull();
  });

  it('is staff only (403), and answers 404 for unknown tokens, batches and clients', async () => {
    const file = csvOf([SUBSIDY_HEADER, ['NM', '', 'SF-AUTO-WEB', '1', '']]);
    expect((await upload(agent, 'a.csv', file)).statusCode).toBe(403);
    const token = '00000000-0000-4000-8000-000000000000';
    expect((await preprocess(token, 'Sheet1', agent)).statusCode).toBe(403);
    expect((await apply(token, agent)).statusCode).toBe(403);
    expect((await t.get('/api/subsidy/batches', agent)).statusCode).toBe(403);
    expect((await t.post(`/api/subsidy/batches/${firstBatch}/revert`, agent)).statusCode).toBe(403);
    expectError(await preprocess(token, 'Sheet1'), 404, M.unknownUpload);
    expectError(await apply(token), 404, M.unknownUpload);
    expectError(await t.get(`/api/subsidy/getsheets?t=${token}`, cs), 404, M.unknownUpload);
    expectError(await t.post('/api/subsidy/batches/99999/revert', cs), 404, M.batchNotFound);
    expect((await t.get('/api/clients/999999/subsidy', cs)).statusCode).toBe(404);
    expect((await t.get(`/api/clients/${FARMERS_CLIENT}/subsidy`, agent)).statusCode).toBe(403);
    expect((await t.get('/api/subsidy/preprocess?t=nope&sheetname=x', cs)).statusCode).toBe(400);
    expect((await t.get(`/api/subsidy/preprocess?t=${token}`, cs)).statusCode).toBe(400);
    expect((await t.get('/api/clients/abc/subsidy', cs)).statusCode).toBe(400);
    expect(
      await t.app.database.db
        .select()
        .from(importBatches)
        .where(eq(importBatches.ranByEmail, 'agent@example.com')),
    ).toEqual([]);
  });
});
