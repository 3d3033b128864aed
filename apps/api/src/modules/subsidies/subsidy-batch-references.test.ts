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

  it('finds the one missing batch among many rows naming one that exists (migration 0044)', async () => {
    await refused(
      sql`insert into subsidies (lead_state, county, product, kind, amount, batch_id)
        select 'VT', 'C' || n, 'SF-AUTO-WEB', 'FLAT', 100,
          case when n = 700 then ${batch + 1000}::int else ${batch}::int end
        from generate_series(1, 1000) n`,
      new RegExp(`subsidies\\.batch_id names import batch ${batch + 1000},`),
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

/** Migration 0044 (decision 0092): a subsidy plan names the geography it was checked on by a stamp. */
describe('the geography stamp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const stamp = async () =>
    (
      (await t.app.database.db.execute(
        sql`select stamp::text from geography_stamp`,
      )) as unknown as {
        rows: { stamp: string }[];
      }
    ).rows[0]!.stamp;

  it('moves with every statement that writes states, counties or percent-subsidy states', async () => {
    const writes = [
      sql`insert into geo_states (abbreviation, fips, name) values ('ZZ', '99', 'Stamp Test')`,
      sql`insert into geo_counties (state_abbreviation, fips, name, name_upper, latitude, longitude)
        values ('ZZ', '001', 'Stamp', 'STAMP', 0, 0)`,
      sql`update geo_counties set name_upper = 'STAMPED' where state_abbreviation = 'ZZ'`,
      sql`delete from geo_counties where state_abbreviation = 'ZZ'`,
      sql`insert into percent_subsidy_states (state_code) values ('ZZ')`,
      sql`delete from percent_subsidy_states where state_code = 'ZZ'`,
      sql`delete from geo_states where abbreviation = 'ZZ'`,
    ];
    const seen = new Set([await stamp()]);
    for (const write of writes) {
      await t.app.database.db.execute(write);
      seen.add(await stamp());
    }
    expect(seen.size).toBe(writes.length + 1);
    await t.app.database.db.execute(sql`select count(*) from geo_counties`);
    expect(seen.has(await stamp())).toBe(true);
  });
});
