import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { executePrepared } from './execute-prepared';

describe('executePrepared', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('runs a statement again with new parameters, and another text under the same prefix', async () => {
    const rows = await t.app.database.db.transaction(async (tx) => [
      ...(await executePrepared<{ n: number }>(tx, 'probe', sql`select ${1}::int as n`)),
      ...(await executePrepared<{ n: number }>(tx, 'probe', sql`select ${2}::int as n`)),
      ...(await executePrepared<{ n: number }>(tx, 'probe', sql`select ${3}::int + 1 as n`)),
    ]);
    expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 4 }]);
  });
});
