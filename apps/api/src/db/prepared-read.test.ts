import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { preparedRead, preparedReads } from './prepared-read';
import { accountReps } from './schema/options';
import { emailMessages } from './schema/email-history';

const byId = preparedRead((tx) =>
  tx
    .select({ id: accountReps.id, name: accountReps.name })
    .from(accountReps)
    .where(eq(accountReps.id, sql.placeholder('id'))),
);

const byOrder = preparedReads(
  (order: 'asc' | 'desc') => (tx) =>
    tx
      .select({ id: accountReps.id })
      .from(accountReps)
      .where(sql`${accountReps.id} like ${sql.placeholder('prefix')}`)
      .orderBy(order === 'asc' ? sql`${accountReps.id} asc` : sql`${accountReps.id} desc`),
);

describe('a prepared read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("runs inside each caller's transaction, on its connection, with each call's values", async () => {
    const rollback = new Error('rollback');
    const seen = await t.app.database.db
      .transaction(async (tx) => {
        await tx.insert(accountReps).values([
          { id: 'prepared-read-a', name: 'first', email: 'a@example.com' },
          { id: 'prepared-read-b', name: 'second', email: 'b@example.com' },
        ]);
        const inside = [
          await byId(tx, { id: 'prepared-read-a' }),
          await byId(tx, { id: 'prepared-read-b' }),
        ];
        throw Object.assign(rollback, { inside });
      })
      .catch((err: Error & { inside?: unknown }) => {
        if (err !== rollback) throw err;
        return err.inside;
      });
    expect(seen).toEqual([
      [{ id: 'prepared-read-a', name: 'first' }],
      [{ id: 'prepared-read-b', name: 'second' }],
    ]);
    // Rolled back: another transaction, on another connection, does not see the rows.
    const after = await t.app.database.db.transaction((tx) => byId(tx, { id: 'prepared-read-a' }));
    expect(after).toEqual([]);
  });

  it('is made once per shape, each shape with its own text', async () => {
    await t.app.database.db.insert(accountReps).values([
      { id: 'prepared-shape-1', name: 'x', email: 'x@example.com' },
      { id: 'prepared-shape-2', name: 'y', email: 'y@example.com' },
    ]);
    const read = (order: 'asc' | 'desc') =>
      t.app.database.db.transaction((tx) => byOrder(order)(tx, { prefix: 'prepared-shape-%' }));
    expect(byOrder('asc')).toBe(byOrder('asc'));
    expect(await read('asc')).toEqual([{ id: 'prepared-shape-1' }, { id: 'prepared-shape-2' }]);
    expect(await read('desc')).toEqual([{ id: 'prepared-shape-2' }, { id: 'prepared-shape-1' }]);
  });

  it("maps its rows as drizzle does: columns' own types, an expression's, nulls (flat-row-mapper)", async () => {
    const columns = {
      id: emailMessages.id,
      createdAt: emailMessages.createdAt,
      opens: emailMessages.opensCount,
      counted: sql<number>`${emailMessages.opensCount} + 1`.mapWith(Number),
      missing: sql<string | null>`null`,
      aliased: sql<string>`upper(${emailMessages.subject})`.as('aliased'),
    };
    const at = new Date('2026-11-29T12:34:56.789Z');
    const rollback = new Error('rollback');
    const [prepared, plain] = await t.app.database.db
      .transaction(async (tx) => {
        await tx.insert(emailMessages).values({
          msgId: 'flat-row-mapper',
          toEmail: 'a@example.com',
          fromEmail: 'b@example.com',
          subject: 'hello',
          category: 'test',
          status: 'delivered',
          opensCount: 2,
          createdAt: at,
          lastEventAt: at,
        });
        const query = () =>
          tx.select(columns).from(emailMessages).where(eq(emailMessages.msgId, 'flat-row-mapper'));
        const read = preparedRead(() => query());
        throw Object.assign(rollback, { seen: [await read(tx), await query()] });
      })
      .catch((err: Error & { seen?: unknown[] }) => {
        if (err !== rollback) throw err;
        return err.seen!;
      });
    expect(prepared).toEqual(plain);
    expect(prepared).toEqual([
      expect.objectContaining({
        createdAt: at,
        opens: 2,
        counted: 3,
        missing: null,
        aliased: 'HELLO',
      }),
    ]);
  });
});
