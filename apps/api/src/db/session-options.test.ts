import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

/** The embedded database has no JIT to turn off, so this runs only with DATABASE_URL. */
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('run without JIT compilation, on the pooled connections of requests and jobs alike', async () => {
    const { rows } = await t.app.database.executeSql(`select current_setting('jit') as jit`);
    expect(rows).toEqual([{ jit: 'off' }]);
  });
});
