import type pg from 'pg';
import { CHECKS, type Ack, type RunRecord } from './outcomes';

/** One invariant and what broke it (none when it holds). */
export interface Check {
  name: string;
  violations: number;
  /** A few of the offending rows, for the report. */
  samples: string[];
  /** Reported, not a failure (something the run cannot tell apart from a lost answer). */
  informational?: boolean;
}

const SAMPLES = 5;

/** A check run later: the one connection takes one query at a time. */
type Deferred = () => Promise<Check>;

const sqlCheck =
  (db: pg.Client, name: string, text: string, values: unknown[] = []): Deferred =>
  async () => {
    const { rows } = await db.query<Record<string, unknown>>(text, values);
    return {
      name,
      violations: rows.length,
      samples: rows.slice(0, SAMPLES).map((row) => JSON.stringify(row)),
    };
  };

const check = (name: string, offending: string[], informational = false): Check => ({
  name,
  violations: offending.length,
  samples: offending.slice(0, SAMPLES),
  ...(informational ? { informational } : {}),
});

/** The ledger's own invariants, over every row (the demo's and the run's). */
function ledgerChecks(db: pg.Client): Deferred[] {
  return [
    sqlCheck(
      db,
      'every transaction sums to zero',
      `SELECT transaction_id, sum(amount_cents)::bigint::text AS sum FROM ledger_entries
       GROUP BY transaction_id HAVING sum(amount_cents) <> 0`,
    ),
    sqlCheck(
      db,
      'every transaction has entries',
      `SELECT t.id FROM ledger_transactions t
       WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`,
    ),
    sqlCheck(
      db,
      'every balance equals its client entries',
      `SELECT coalesce(b.client_id, e.client_id) AS client, coalesce(b.product_type, e.product_type)
              AS product, b.balance_cents::text AS balance, e.sum::text AS entries
       FROM balances b
       FULL JOIN (SELECT client_id, product_type, sum(amount_cents)::bigint AS sum
                  FROM ledger_entries WHERE account = 'client' GROUP BY 1, 2) e
         ON e.client_id = b.client_id AND e.product_type = b.product_type
       WHERE coalesce(b.balance_cents, 0) <> coalesce(e.sum, 0)`,
    ),
    sqlCheck(
      db,
      'no balance below its limit',
      `SELECT client_id, product_type, balance_cents::text, limit_cents::text FROM balances
       WHERE balance_cents < limit_cents`,
    ),
    sqlCheck(
      db,
      'refunds never exceed what they refund',
      `SELECT o.id, o.kind, o.amount_cents, sum(r.amount_cents)::bigint::text AS refunded
       FROM ledger_transactions r JOIN ledger_transactions o ON o.id = r.related_transaction_id
       WHERE r.kind = 'REFUND' GROUP BY o.id HAVING sum(r.amount_cents) > o.amount_cents`,
    ),
    sqlCheck(
      db,
      'no lead charge credited twice',
      `SELECT related_transaction_id, count(*)::int FROM ledger_transactions
       WHERE kind = 'CREDIT' AND related_transaction_id IS NOT NULL
       GROUP BY 1 HAVING count(*) > 1`,
    ),
  ];
}

/** Card money: every recorded charge is an approved, non-voided vault charge of its amount. */
function cardChecks(db: pg.Client, baseline: number): Deferred[] {
  return [
    sqlCheck(
      db,
      'every card charge is an approved, non-voided vault charge',
      `SELECT cp.ledger_transaction_id AS transaction, cp.vault_transaction_id AS vault, v.kind,
              v.response_code AS code, v.voided, t.amount_cents AS ledger, v.amount_cents AS charged
       FROM card_payments cp
       JOIN ledger_transactions t ON t.id = cp.ledger_transaction_id
       LEFT JOIN sandbox_vault_transactions v ON v.id::text = cp.vault_transaction_id
       WHERE v.id IS NULL OR v.kind <> 'charge' OR v.response_code <> '1' OR v.voided
          OR v.amount_cents <> t.amount_cents`,
    ),
    sqlCheck(
      db,
      'no vault charge recorded twice',
      `SELECT vault_transaction_id, array_agg(ledger_transaction_id) AS transactions
       FROM card_payments GROUP BY 1 HAVING count(*) > 1`,
    ),
    sqlCheck(
      db,
      "the run's card charges name their vault charge",
      `SELECT t.id, t.kind FROM ledger_transactions t
       WHERE t.id > $1 AND t.kind IN ('CARD_CHARGE', 'RECHARGE')
         AND NOT EXISTS (SELECT 1 FROM card_payments cp WHERE cp.ledger_transaction_id = t.id)`,
      [baseline],
    ),
    sqlCheck(
      db,
      'every approved, non-voided vault charge is in the ledger',
      `SELECT v.id, v.amount_cents, v.reference FROM sandbox_vault_transactions v
       WHERE v.kind = 'charge' AND v.response_code = '1' AND NOT v.voided
         AND NOT EXISTS (SELECT 1 FROM card_payments cp WHERE cp.vault_transaction_id = v.id::text)`,
    ),
    sqlCheck(
      db,
      'every recorded card refund is an approved vault refund',
      `SELECT c.id, c.vault_transaction_id AS vault, v.kind, v.response_code AS code
       FROM card_refunds c
       LEFT JOIN sandbox_vault_transactions v ON v.id::text = c.vault_transaction_id
       WHERE c.status = 'recorded' AND (v.id IS NULL OR v.kind <> 'refund' OR v.response_code <> '1')`,
    ),
    async () => ({
      ...(await sqlCheck(
        db,
        'card refunds the vault paid but the ledger has not recorded',
        `SELECT id, original_transaction_id, amount_cents, status FROM card_refunds
         WHERE status IN ('refunded', 'refunding')`,
      )()),
      informational: true,
    }),
  ];
}

const keyOf = (ack: Ack) => `${ack.caller}|${ack.key}`;
const idsOf = (ack: Ack) => [...ack.transactionIds].sort((a, b) => a - b).join(',');

/** Acknowledged requests against the ledger: each exactly once, one key one movement. */
async function acknowledgementChecks(
  db: pg.Client,
  record: RunRecord,
  baseline: number,
  callers: string[],
): Promise<Check[]> {
  const byKey = new Map<string, Ack[]>();
  for (const ack of record.acks) byKey.set(keyOf(ack), [...(byKey.get(keyOf(ack)) ?? []), ack]);
  const twoBodies: string[] = [];
  const twoMovements: string[] = [];
  for (const [key, acks] of byKey) {
    if (new Set(acks.map((a) => a.requestHash)).size > 1) {
      twoBodies.push(`${acks[0]!.kind} ${key.split('|')[1]}`);
    }
    const movements = new Set(acks.map(idsOf));
    if (movements.size > 1) {
      twoMovements.push(`${acks[0]!.kind} ${key.split('|')[1]}: ${[...movements].join(' / ')}`);
    }
  }
  const keysOfTransaction = new Map<number, Set<string>>();
  for (const ack of record.acks) {
    for (const id of ack.transactionIds) {
      keysOfTransaction.set(id, (keysOfTransaction.get(id) ?? new Set()).add(keyOf(ack)));
    }
  }
  const sharedTransactions = [...keysOfTransaction]
    .filter(([, keys]) => keys.size > 1)
    .map(([id, keys]) => `transaction ${id}: ${keys.size} keys`);

  const acked = [...keysOfTransaction.keys()];
  const missing = await db.query<{ id: number }>(
    `SELECT id FROM unnest($1::int[]) AS a(id)
     WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = a.id)`,
    [acked],
  );

  const credits = record.acks.filter((a) => a.saleId !== null).map((a) => a.saleId!);
  const unapproved = await db.query<{ sale: number; status: string }>(
    `SELECT s.sale, lc.status FROM unnest($1::int[]) AS s(sale)
     LEFT JOIN lead_credits lc ON lc.sale_id = s.sale
     WHERE lc.status IS DISTINCT FROM 'Approved' OR lc.ledger_transaction_id IS NULL
        OR NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = lc.ledger_transaction_id)`,
    [credits],
  );

  // The run's transactions by its callers: each acknowledged, or at least stored under its key
  // (its answer was lost: the run stopped retrying); one under no key moved money unasked.
  const unacknowledged = await db.query<{ id: number; kind: string; stored: boolean }>(
    `WITH stored AS (
       SELECT (jsonb_path_query(response_body, 'lax $.items[*].Id'))::text::int AS id
       FROM idempotency_keys WHERE caller = ANY($3::text[])
       UNION
       SELECT (jsonb_path_query(response_body,
                 'lax $.products[*].ledgerTransactionId ? (@ != null)'))::text::int
       FROM idempotency_keys WHERE caller = ANY($3::text[]))
     SELECT t.id, t.kind, EXISTS (SELECT 1 FROM stored s WHERE s.id = t.id) AS stored
     FROM ledger_transactions t
     WHERE t.id > $1 AND t.created_by = ANY($3::text[]) AND NOT (t.id = ANY($2::int[]))
       AND NOT EXISTS (SELECT 1 FROM lead_credits lc WHERE lc.ledger_transaction_id = t.id)
     ORDER BY t.id`,
    [baseline, acked, callers],
  );
  const underNoKey = unacknowledged.rows.filter((r) => !r.stored);
  const answerLost = unacknowledged.rows.filter((r) => r.stored);

  return [
    check(
      'every acknowledged transaction is in the ledger',
      missing.rows.map((r) => String(r.id)),
    ),
    check('one key, one movement (duplicates and retries replayed)', twoMovements),
    check('a key reused with another body is refused', twoBodies),
    check('no transaction acknowledged under two keys', sharedTransactions),
    check(
      'every acknowledged credit approval is approved in the ledger',
      unapproved.rows.map((r) => `sale ${r.sale}: ${r.status}`),
    ),
    check(
      "every transaction of the run's callers is stored under its key",
      underNoKey.map((r) => `${r.kind} ${r.id}`),
    ),
    check(
      'transactions stored under a key whose answer the run never got',
      answerLost.map((r) => `${r.kind} ${r.id}`),
      true,
    ),
  ];
}

/** Every check, in the order the summary prints them. */
export async function runChecks(options: {
  db: pg.Client;
  record: RunRecord;
  baseline: number;
  callers: string[];
}): Promise<Check[]> {
  const { db, record, baseline } = options;
  const results: Check[] = [];
  for (const run of [...ledgerChecks(db), ...cardChecks(db, baseline)]) results.push(await run());
  results.push(...(await acknowledgementChecks(db, record, baseline, options.callers)));
  results.push(
    ...Object.values(CHECKS).map((name) => check(name, record.found(name))),
    check('no 500 answers', record.serverErrors),
  );
  return results;
}

/** The sandbox vault's charges and refunds, for the summary (context, not a check). */
export async function vaultLine(db: pg.Client): Promise<string> {
  const { rows } = await db.query<Record<string, number>>(
    `SELECT count(*) FILTER (WHERE kind = 'charge' AND response_code = '1')::int AS approved,
            count(*) FILTER (WHERE kind = 'charge' AND response_code = '1' AND voided)::int AS voided,
            count(*) FILTER (WHERE kind = 'charge' AND response_code <> '1')::int AS refused,
            count(*) FILTER (WHERE kind = 'refund' AND response_code = '1')::int AS refunds
     FROM sandbox_vault_transactions`,
  );
  const v = rows[0] ?? {};
  return (
    `vault: ${v.approved ?? 0} charges approved (${v.voided ?? 0} of them voided), ` +
    `${v.refused ?? 0} declined, ${v.refunds ?? 0} refunds`
  );
}
