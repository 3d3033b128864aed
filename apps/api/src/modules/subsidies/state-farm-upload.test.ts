import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import { nextProcessingDate } from '@client-admin/domain/subsidies/next-processing-date';
import { importBatches, importUploads, subsidies } from '../../db/schema/imports';
import { expectError } from '../../test/expect-error';
import { buildSecondInstance } from '../../test/second-instance';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { stateFarmUploadJob } from './state-farm-upload.job';
import { csvOf, multipartFile, SUBSIDY_HEADER, workbookOf } from './subsidy-test-fixtures';

describe('State Farm scheduled upload (seed 002 §4, §7)', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp({}, { jobs: { clock: () => now } });
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  const sendFile = (
    processNow: boolean | string,
    fileName: string,
    content: Buffer | string,
    headers = cs,
  ) => {
    const body = multipartFile(fileName, content);
    return t.post(
      `/api/sfsubsidyimport/process/${processNow}`,
      { ...headers, ...body.headers },
      body.payload,
    );
  };
  const ofState = (state: string) =>
    t.app.database.db
      .select({ county: subsidies.county, product: subsidies.product, amount: subsidies.amount })
      .from(subsidies)
      .where(eq(subsidies.leadState, state))
      .orderBy(subsidies.county, subsidies.product);

  it('applies now when processNow is true', async () => {
    const file = await workbookOf({
      Program: [SUBSIDY_HEADER, ['CO', '', 'SF-AUTO-WEB', '3', '']],
    });
    const res = await sendFile(true, 'sf-now.xlsx', file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      processNow: true,
      batch: { added: 1, sheetName: 'Program', ranByEmail: 'cs@example.com' },
      scheduled: null,
      nextProcessingDate: nextProcessingDate(new Date()).toISOString(),
    });
    expect(await ofState('CO')).toEqual([{ county: '', product: 'SF-AUTO-WEB', amount: 300 }]);
  });

  it('keeps the file for the 1st of next month; the job applies it then, once', async () => {
    const file = csvOf([
      SUBSIDY_HEADER,
      ['CO', '', 'SF-AUTO-WEB', '4', ''],
      ['CO', 'Denver', 'SF-HOME-WEB', '1', ''],
    ]);
    const res = await sendFile(false, 'sf-later.csv', file);
    expect(res.statusCode).toBe(200);
    const next = nextProcessingDate(new Date());
    expect(res.json()).toMatchObject({
      processNow: false,
      batch: null,
      scheduled: { fileName: 'sf-later.csv', processAt: next.toISOString() },
    });
    expect(res.json().message).toMatch(/ET$/);
    const waiting = await t.get('/api/sfsubsidyimport/scheduled', cs);
    expect(waiting.json()).toMatchObject({
      nextProcessingDate: next.toISOString(),
      waiting: [{ fileName: 'sf-later.csv', processAt: next.toISOString() }],
    });
    // Nothing changes before the date.
    expect(await ofState('CO')).toEqual([{ county: '', product: 'SF-AUTO-WEB', amount: 300 }]);

    now = new Date(next.getTime() - 60_000);
    expect(await t.app.jobs.run(stateFarmUploadJob.name)).toEqual({ applied: 0, failed: 0 });
    expect(await ofState('CO')).toHaveLength(1);

    now = next;
    expect(await t.app.jobs.run(stateFarmUploadJob.name)).toEqual({ applied: 1, failed: 0 });
    expect(await ofState('CO')).toEqual([
      { county: '', product: 'SF-AUTO-WEB', amount: 400 },
      { county: 'DENVER', product: 'SF-HOME-WEB', amount: 100 },
    ]);
    now = new Date(next.getTime() + 86_400_000);
    expect(await t.app.jobs.run(stateFarmUploadJob.name)).toEqual({ applied: 0, failed: 0 });
    const [upload] = await t.app.database.db
      .select()
      .from(importUploads)
      .where(eq(importUploads.fileName, 'sf-later.csv'));
    const batches = await t.app.database.db
      .select()
      .from(importBatches)
      .where(eq(importBatches.fileName, 'sf-later.csv'));
    expect(batches).toHaveLength(1);
    expect(upload).toMatchObject({ batchId: batches[0]!.id, processAt: null });
    expect(batches[0]).toMatchObject({
      ranBy: 'system',
      ranByEmail: 'cs@example.com',
      updated: 1,
      added: 1,
    });
    expect((await t.get('/api/sfsubsidyimport/scheduled', cs)).json().waiting).toEqual([]);
  });

  it('refuses a bad file at once, naming its rows, whether now or later', async () => {
    const file = csvOf([SUBSIDY_HEADER, ['CO', 'Nowhere', 'SF-AUTO-WEB', '4', '']]);
    for (const processNow of [true, false]) {
      const res = await sendFile(processNow, 'bad.csv', file);
      expectError(res, 400, M.badRows(1));
      expect(res.json().errors).toEqual({ 'line 2 county': M.unknownCounty('Nowhere', 'CO') });
    }
    expectError(await sendFile(true, 'bad.txt', 'x'), 400, M.fileType);
  });

  it('is staff only, and checks processNow', async () => {
    const file = csvOf([SUBSIDY_HEADER, ['CO', '', 'SF-AUTO-WEB', '4', '']]);
    expect((await sendFile(true, 'a.csv', file, agent)).statusCode).toBe(403);
    expect((await t.get('/api/sfsubsidyimport/scheduled', agent)).statusCode).toBe(403);
    expectError(await sendFile('maybe', 'a.csv', file), 400, 'Must be true or false', 'processNow');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'applies a due upload once when two instances run the job at the same time',
    async () => {
      const second = await buildSecondInstance(t, { jobs: { clock: () => now } });
      try {
        const file = csvOf([SUBSIDY_HEADER, ['CO', '', 'SF-RENTER-WEB', '2', '']]);
        expect((await sendFile(false, 'sf-twice.csv', file)).statusCode).toBe(200);
        now = new Date(nextProcessingDate(new Date()).getTime() + 3_600_000);
        const runs = await Promise.all([
          t.app.jobs.run(stateFarmUploadJob.name),
          second.app.jobs.run(stateFarmUploadJob.name),
        ]);
        expect(runs.map((r) => (r as { applied: number }).applied).sort()).toEqual([0, 1]);
        const batches = await t.app.database.db
          .select()
          .from(importBatches)
          .where(eq(importBatches.fileName, 'sf-twice.csv'));
        expect(batches).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );
});
