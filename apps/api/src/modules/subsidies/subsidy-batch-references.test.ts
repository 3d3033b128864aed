import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * Migration 0043 (decision 0087): the import batch that a subsidy or a replaced value names is
 * checked once a statement, not by a row-by-row foreign key, and must hold as a foreign key does.
 */
describe('subsidies name existing import batches', () => {
  let t: TestApp;
  let batch: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const result = await t.app.database.db.execute(sql`
      insert into import_batches (import_type, file_name, sha256, ran_by, ran_by_email)
      values ('SUBSIDY', 'refs.csv', 'refs', 'test', 'test@example.com') returning id`);
    batch = (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
    await t.app.database.db.execute(sql`
      insert into subsidies (lead_state, county, product, kind, amount, batch_id)
      values ('VT', '', 'SF-AUTO-WEB', 'FLAT', 100, ${batch})`);
  });
  afterAll(() => t.close());

  const refused = (statement: ReturnType<typeof sql>, message: RegExp) =>
    expect(t.app.database.db.execute(statement)).rejects.toSatisfy(
      (err: Error & { cause?: { code?: string; message?: string } }) =>
        (err.cause?.code ?? (err as { code?: string }).code) === '23503' &&
        message.test(`${err.message} ${err.cause?.message ?? ''}`),
    );

  it('refuses a subsidy written with a batch that does not exist, added or updated', async () => {
    await refused(
      sql`insert into subsidies (lead_state, county, product, kind, amount, batch_id)
        values ('VT', 'ADDISON', 'SF-AUTO-WEB', 'FLAT', 100, ${batch + 1000})`,
      /subsidies\.batch_id names import batch \d+, which does not exist/,
    );
    await refused(
      sql`update subsidies set batch_id = ${batch + 1000} where lead_state = 'VT'`,
      /subsidies\.batch_id names import batch/,
    );
  });

  it('refuses a replaced value naming a batch, or a writer, that does not exist', async () => {
    await refused(
      sql`insert into replaced_subsidies (batch_id, lead_state, county, product, kind, amount)
        values (${batch + 1000}, 'VT', '', 'SF-AUTO-WEB', 'FLAT', 100)`,
      /replaced_subsidies\.batch_id names import batch/,
    );
    await refused(
      sql`insert into replaced_subsidies (batch_id, lead_state, county, product, kind, amount,
          written_by)
        values (${batch}, 'VT', '', 'SF-AUTO-WEB', 'FLAT', 100, ${batch + 1000})`,
      /replaced_subsidies\.written_by names import batch/,
    );
  });

  it('takes a subsidy without a batch, and rows naming an existing one', async () => {
    await t.app.database.db.execute(sql`
      insert into subsidies (lead_state, county, product, kind, amount)
      values ('VT', 'ADDISON', 'SF-HOME-WEB', 'FLAT', 100)`);
    await t.app.database.db.execute(sql`
      insert into replaced_subsidies (batch_id, lead_state, county, product, kind, amount,
        written_by)
      values (${batch}, 'VT', 'ADDISON', 'SF-HOME-WEB', 'FLAT', 100, ${batch})`);
  });

  it('refuses to delete, renumber or truncate a batch that is named', async () => {
    await refused(
      sql`delete from import_batches where id = ${batch}`,
      new RegExp(`import batch ${batch} is still named`),
    );
    await refused(
      sql`update import_batches set id = ${batch + 2000} where id = ${batch}`,
      new RegExp(`import batch ${batch} is still named`),
    );
    await refused(sql`truncate import_batches cascade`, /import batches are named/);
    // A batch nothing names may go, as with a foreign key.
    await t.app.database.db.execute(sql`
      insert into import_batches (id, import_type, file_name, sha256, ran_by, ran_by_email)
      values (${batch + 3000}, 'SUBSIDY', 'spare.csv', 'spare', 'test', 'test@example.com')`);
    await t.app.database.db.execute(sql`delete from import_batches where id = ${batch + 3000}`);
  });
});
