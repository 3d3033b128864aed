import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CardAnswer } from '@client-admin/contracts/billing-cards';
import { rowsOf } from '../../../test/expect-error';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { cardBody, sandboxToken } from './cards-test-helpers';

const NUMBERS = ['4111111111111111', '5424000000000015'];
/** A CVV unlikely elsewhere; rows holding it are counted before and after. */
const CVV = '8317';

/**
 * A digit run standing on its own: not inside a longer run of digits or hex, where a hash or a
 * microsecond timestamp would hold a short CVV by chance.
 */
const standingAlone = (digits: string) => `(^|[^0-9a-fA-F])${digits}($|[^0-9a-fA-F])`;

/** Every table's rows whose text matches the pattern, per table, across all schemas. */
async function rowsHolding(t: TestApp, pattern: string): Promise<Record<string, number>> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await t.app.database.db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
  );
  const found: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const table = sql.raw(`"${schema}"."${name}"`);
    const [row] = rowsOf<{ n: number }>(
      await t.app.database.db.execute(
        sql`select count(*)::int as n from ${table} t where t::text ~ ${pattern}`,
      ),
    );
    if (row!.n > 0) found[`${schema}.${name}`] = row!.n;
  }
  return found;
}

describe('no card number or CVV reaches our database or logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(
      { logLevel: 'debug' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  it('after cards are added, updated and charged through the sandbox flow', async () => {
    const cvvBefore = await rowsHolding(t, standingAlone(CVV));
    const agent = await t.as('agent@example.com');
    const cs = await t.as('cs@example.com');
    const [{ id: clientId }] = rowsOf<{ id: number }>(
      await t.app.database.db.execute(sql`
        select cl.client_id as id from client_logins cl join users u on u.id = cl.user_id
        where u.email = 'agent@example.com'`),
    ) as [{ id: number }];
    for (const number of NUMBERS) {
      const token = await sandboxToken(t, number, { cardCode: CVV });
      expect(token.opaqueData, JSON.stringify(token.messages)).toBeDefined();
      const res = await t.post('/api/billing/card', agent, cardBody(clientId, token.opaqueData!));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.body).not.toContain(number);
      const { card } = res.json() as CardAnswer;
      const ids = rowsOf<{ customer: string; payment: string }>(
        await t.app.database.db.execute(
          sql`select customer_profile_id as customer, payment_profile_id as payment from cards where id = ${card.paymentId}`,
        ),
      )[0]!;
      const charged = await t.app.cardVault.charge({
        customerProfileId: ids.customer,
        paymentProfileId: ids.payment,
        amountCents: 10_000,
        reference: `secrets-${card.paymentId}`,
        description: 'test',
      });
      expect(charged.status).toBe('approved');
    }
    // A refused save and a staff read go through the logs too.
    const bad = await sandboxToken(t, '4111111111111112', { cardCode: CVV });
    expect(bad.opaqueData).toBeUndefined();
    const list = await t.get(`/api/billing/${clientId}/cards`, cs);
    expect(list.statusCode).toBe(200);

    for (const number of NUMBERS) {
      expect(await rowsHolding(t, number)).toEqual({});
      expect(await rowsHolding(t, number.slice(0, 12))).toEqual({});
    }
    expect(await rowsHolding(t, standingAlone(CVV))).toEqual(cvvBefore);

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('/sandbox-vault/v1/tokens');
    for (const number of NUMBERS) expect(log).not.toContain(number);
    expect(log).not.toContain(`"${CVV}"`);
    expect(log).not.toContain('cardCode');
    expect(log).not.toContain('dataValue');
  });
});
