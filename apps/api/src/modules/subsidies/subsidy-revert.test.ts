import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { fillPath } from '@client-admin/contracts/call-table';
import { subsidiesCalls as calls } from '@client-admin/contracts/subsidies.calls';
import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import { importUploads, keptSubsidyPlans, subsidies } from '../../db/schema/imports';
import { percentSubsidyStates } from '../../db/schema/geography';
import { expectError } from '../../test/expect-error';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { csvOf, multipartFile, SUBSIDY_HEADER } from './subsidy-test-fixtures';

/**
 * Decision 0086: a batch keeps only the values it replaced (its adds' rows carry it), its revert
 * puts each back as the batch that had written it, and an apply writes the pre-process's kept
 * plan only while what that plan was made on is unchanged.
 */
describe('subsidy batches: revert and the kept plan', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
  });
  afterAll(() => t.close());

  const uploaded = async (rows: (string | number)[][]) => {
    const body = multipartFile('file.csv', csvOf([SUBSIDY_HEADER, ...rows]));
    const up = await t.post(
      `${calls.uploadSubsidyFile.path}?importType=SUBSIDY`,
      { ...cs, ...body.headers },
      body.payload,
    );
    const token = up.json().t as string;
    const dry = await t.get(`${calls.preprocess.path}?t=${token}&sheetname=Sheet1`, cs);
    expect(dry.statusCode).toBe(200);
    return token;
  };
  const apply = (token: string) => t.get(`${calls.applyRules.path}?t=${token}`, cs);
  const applied = async (rows: (string | number)[][]) => {
    const res = await apply(await uploaded(rows));
    expect(res.statusCode).toBe(200);
    return res.json().batch.id as number;
  };
  const revert = (batch: number) => t.post(fillPath(calls.revertBatch.path, { id: batch }), cs);
  const ofState = (state: string) =>
    t.app.database.db
      .select({ county: subsidies.county, amount: subsidies.amount, batch: subsidies.batchId })
      .from(subsidies)
      .where(and(eq(subsidies.leadState, state), eq(subsidies.product, 'SF-AUTO-WEB')))
      .orderBy(subsidies.county);

  it('reverts adds, updates and deletes, each value back as written, newest first', async () => {
    const a = await applied([
      ['UT', '', 'SF-AUTO-WEB', '1', ''],
      ['UT', 'Salt Lake', 'SF-AUTO-WEB', '2', ''],
    ]);
    // b: updates UT, adds Utah county, deletes Salt Lake.
    const b = await applied([
      ['UT', '', 'SF-AUTO-WEB', '9', ''],
      ['UT', 'Utah', 'SF-AUTO-WEB', '3', ''],
    ]);
    expectError(await revert(a), 409, M.batchTouchedLater([b]));
    // c: deletes what b added, adds back what b deleted.
    const c = await applied([
      ['UT', '', 'SF-AUTO-WEB', '9', ''],
      ['UT', 'Salt Lake', 'SF-AUTO-WEB', '5', ''],
    ]);
    expectError(await revert(b), 409, M.batchTouchedLater([c]));

    expect((await revert(c)).statusCode).toBe(200);
    expect(await ofState('UT')).toEqual([
      { county: '', amount: 900, batch: b },
      { county: 'UTAH', amount: 300, batch: b },
    ]);
    expect((await revert(b)).statusCode).toBe(200);
    expect(await ofState('UT')).toEqual([
      { county: '', amount: 100, batch: a },
      { county: 'SALT LAKE', amount: 200, batch: a },
    ]);
    expect((await revert(a)).statusCode).toBe(200);
    expect(await ofState('UT')).toEqual([]);
  });

  it('applies the kept plan while nothing it was made on changed, and plans again otherwise', async () => {
    const nevada = await uploaded([['NV', '', 'SF-AUTO-WEB', '4', '']]);
    const [upload] = await t.app.database.db
      .select({ basis: importUploads.planBasis })
      .from(importUploads)
      .where(eq(importUploads.token, nevada));
    expect(upload?.basis).toMatch(/^\d+:[0-9a-f]{8}-[0-9a-f-]{27}$/);
    const keptPlan = () =>
      t.app.database.db
        .select()
        .from(keptSubsidyPlans)
        .where(eq(keptSubsidyPlans.uploadToken, nevada));
    expect(await keptPlan()).toEqual([
      expect.objectContaining({
        added: 1,
        action: ['ADD'],
        leadState: ['NV'],
        county: [''],
        product: ['SF-AUTO-WEB'],
        kind: ['FLAT'],
        amount: [400],
        capCents: [null],
      }),
    ]);

    // Another state's apply moves the subsidies' version: the same plan, made again, is applied.
    await applied([['ID', '', 'SF-AUTO-WEB', '1', '']]);
    expect((await apply(nevada)).json().batch).toMatchObject({ added: 1 });
    expect(await ofState('NV')).toEqual([{ county: '', amount: 400, batch: expect.any(Number) }]);
    expect(await keptPlan()).toEqual([]);

    // A write outside the import moves it too: the plan made again differs, so no apply.
    const idaho = await uploaded([['ID', '', 'SF-AUTO-WEB', '2', '']]);
    await t.app.database.db.execute(sql`delete from subsidies where lead_state = 'ID'`);
    expectError(await apply(idaho), 409, M.planChanged);
  });

  it('checks the rows again when the geography changed since the pre-process', async () => {
    const colorado = await uploaded([['CO', '', 'SF-AUTO-WEB', '25%', '10']]);
    const percent = await t.app.database.db.select().from(percentSubsidyStates);
    await t.app.database.db.delete(percentSubsidyStates);
    try {
      const refused = await apply(colorado);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(M.badRows(1));
    } finally {
      await t.app.database.db.insert(percentSubsidyStates).values(percent);
    }
  });
});
