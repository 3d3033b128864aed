import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { REACTIVATION_MESSAGES as M } from '@client-admin/domain/reactivation/reactivation-messages';
import { ledgerTransactions } from '../../db/schema/billing';
import { auditLedger, expectSound } from '../../test/ledger-audit';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { reactivationFixture, type ReactivationFixture } from './reactivation-test-fixture';

/**
 * Retried and concurrent reactivations never record a deposit that no card paid (issue 33): a
 * charge voided after a failure is never answered as approved again, and the key's next attempt
 * charges anew under a new reference.
 */
describe('self-service reactivation retried and at once', () => {
  let t: TestApp;
  let f: ReactivationFixture;

  const cardCharges = async () =>
    (
      await t.app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.clientId, f.clientId),
            eq(ledgerTransactions.kind, 'CARD_CHARGE'),
          ),
        )
    )[0]!.n;
  beforeAll(async () => {
    t = await buildTestApp();
    f = await reactivationFixture(t);
  });
  afterAll(() => t.close());
  beforeEach(() => f.deactivate());

  it('charges anew when retried after its recording failed and its charges were voided', async () => {
    const chargesBefore = await cardCharges();
    const headers = { ...f.inactive, 'Idempotency-Key': 'rea-voided-then-retried' };
    // The recording fails after both deposits were charged, as a lost connection would make it.
    await t.app.database.db.execute(
      sql`ALTER TABLE reactivation_logs ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`,
    );
    try {
      expect((await f.begin(f.body(), headers)).statusCode).toBe(500);
    } finally {
      await t.app.database.db.execute(
        sql`ALTER TABLE reactivation_logs DROP CONSTRAINT refuse_all`,
      );
    }
    expect(await cardCharges()).toBe(chargesBefore);

    const retry = await f.begin(f.body(), headers);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await cardCharges()).toBe(chargesBefore + 2);
    expectSound(await auditLedger(t.app.database.db));
  });

  it('voids the losers of concurrent reactivations, and a loser retried later charges anew', async () => {
    const chargesBefore = await cardCharges();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        f.begin(f.body(), { ...f.inactive, 'Idempotency-Key': `rea-race-${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.statusCode === 409)) {
      expect(lost.json()).toMatchObject({ message: M.alreadyActive });
    }
    expect(await cardCharges()).toBe(chargesBefore + 2);
    expectSound(await auditLedger(t.app.database.db));

    // Staff set the client inactive again; a loser's retry is a new reactivation.
    await f.deactivate();
    const loser = answers.findIndex((a) => a.statusCode === 409);
    const retry = await f.begin(f.body(), {
      ...f.inactive,
      'Idempotency-Key': `rea-race-${loser}`,
    });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await cardCharges()).toBe(chargesBefore + 4);
    expectSound(await auditLedger(t.app.database.db));
  });

  it('charges once when the same key is sent three times at once', async () => {
    const chargesBefore = await cardCharges();
    const headers = { ...f.inactive, 'Idempotency-Key': 'rea-same-key-at-once' };
    const answers = await Promise.all([1, 2, 3].map(() => f.begin(f.body(), headers)));
    const done = answers.filter((a) => a.statusCode === 201);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const other of answers.filter((a) => a.statusCode !== 201)) {
      expect(other.statusCode, other.body).toBe(409);
    }
    for (const answer of done) expect(answer.json()).toEqual(done[0]!.json());
    expect(await cardCharges()).toBe(chargesBefore + 2);
    expectSound(await auditLedger(t.app.database.db));
    // Once answered, the key replays whatever the client's state.
    const replay = await f.begin(f.body(), headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });
});
