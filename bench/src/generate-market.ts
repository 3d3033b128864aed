import { sql } from 'drizzle-orm';
import type { Database } from '@client-admin/api/src/db/database';
import { leadGeoKeys } from '@client-admin/api/src/modules/lead-flow/routing/candidate-mapper';
import { zipPlace } from '@client-admin/api/src/modules/geography/zip-place';

/** Where the intake's leads go: no generated channel covers this state (they all cover TX). */
export const MARKET_STATE = 'OK';
export const MARKET_ZIP = '73102';
/** Each market client's Web balance is topped up to this when below half of it ($100,000). */
const FUNDED_CENTS = 10_000_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A market of the bench: its channels' name, the states they cover, and its leads' zips. */
export interface MarketSpec {
  name: string;
  /** Channels take these states in turn, one state each. */
  states: readonly string[];
  /** The zips its leads come from: the clients whose channels match them are funded. */
  zips: readonly string[];
}

/** One state, one zip: every lead meets every channel of the market (issue 37's convoy). */
export const OKLAHOMA_MARKET: MarketSpec = {
  name: 'Bench market',
  states: [MARKET_STATE],
  zips: [MARKET_ZIP],
};

/**
 * The national market (issue 37): channels spread over every state but Texas (which 1M generated
 * channels cover) and Oklahoma (the first market), leads from each state's most populous zip in
 * turn, as a national vendor's traffic comes.
 */
export async function nationalMarket(db: Database): Promise<MarketSpec> {
  const rows = rowsOf<{ state: string; zip: string }>(
    await db.execute(sql`
      SELECT DISTINCT ON (state_abbreviation) state_abbreviation AS state, zip_code AS zip
        FROM geo_zips
       WHERE state_abbreviation NOT IN ('TX', ${MARKET_STATE})
         AND state_abbreviation IN (SELECT abbreviation FROM geo_states ORDER BY abbreviation)
       ORDER BY state_abbreviation, residents DESC, zip_code`),
  ).slice(0, 50);
  return {
    name: 'Bench national market',
    states: rows.map((r) => r.state),
    zips: rows.map((r) => r.zip),
  };
}

/**
 * The buyers a market's leads meet among the 1M channels: `count` ACTIVE generated clients (not
 * `excludeClientId`, the leads and ledger tenant, nor a client of another market), each with one
 * Web auto channel covering one of the market's states at $15, open all week round the clock (as
 * the lead flow's tests make them), in the Central time zone, and its Web balance funded through
 * the ledger (a DEPOSIT and its two entries, the balance row kept equal to them). Idempotent:
 * clients that have their market channel keep it; funding only tops up. Returns the market's
 * channel count.
 */
export async function generateMarket(
  db: Database,
  count: number,
  excludeClientId: number,
  market: MarketSpec = OKLAHOMA_MARKET,
): Promise<number> {
  const states = sql`ARRAY[${sql.join(
    market.states.map((st) => sql`${st}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(sql`
    WITH picked AS (
      SELECT c.id, row_number() OVER (ORDER BY c.id DESC) AS n FROM clients c
      WHERE c.status = 'ACTIVE' AND c.id <> ${excludeClientId}
        AND c.short_name LIKE 'Bench Agency %'
        AND NOT EXISTS (SELECT 1 FROM channels ch
                        WHERE ch.client_id = c.id AND ch.name LIKE 'Bench%market')
      ORDER BY c.id DESC
      LIMIT greatest(0, ${count} - (SELECT count(*) FROM channels WHERE name = ${market.name}))
    ), zoned AS (
      UPDATE clients c SET time_zone = 6 FROM picked WHERE c.id = picked.id
      RETURNING c.id, picked.n
    )
    INSERT INTO channels (client_id, name, service_type, source, product_type_id, quote_type,
                          status, price_cents, geo_maps)
    SELECT id, ${market.name}, 'Web', 'Web', 1, 'auto', 'ACTIVE', 1500,
           jsonb_build_array(jsonb_build_object(
             'type', 'State',
             'stateAbbreviation', (${states})[1 + (n - 1) % ${market.states.length}],
             'county', null, 'zipCode', null))
    FROM zoned`);
  await db.execute(sql`
    INSERT INTO schedules (owner_kind, owner_id, interval_step, is_interval_cap_enabled, monthly_cap)
    SELECT 'channel', ch.id, 30, false, 0 FROM channels ch
    WHERE ch.name = ${market.name}
      AND NOT EXISTS (SELECT 1 FROM schedules s WHERE s.owner_kind = 'channel' AND s.owner_id = ch.id)`);
  await db.execute(sql`
    INSERT INTO schedule_days (schedule_id, weekday, is_active)
    SELECT s.id, d, true
    FROM schedules s JOIN channels ch ON s.owner_kind = 'channel' AND s.owner_id = ch.id
    CROSS JOIN generate_series(0, 6) AS d
    WHERE ch.name = ${market.name}
      AND NOT EXISTS (SELECT 1 FROM schedule_days x WHERE x.schedule_id = s.id)`);
  await db.execute(sql`
    INSERT INTO schedule_day_parts (schedule_id, weekday, start_minute, end_minute)
    SELECT s.id, d, 0, 1440
    FROM schedules s JOIN channels ch ON s.owner_kind = 'channel' AND s.owner_id = ch.id
    CROSS JOIN generate_series(0, 6) AS d
    WHERE ch.name = ${market.name}
      AND NOT EXISTS (SELECT 1 FROM schedule_day_parts x WHERE x.schedule_id = s.id)`);
  await fundMarket(db, market);
  // Bulk inserts leave the geo keys' GIN index a long pending list that every candidate query
  // scans whole (30+ ms); autovacuum would merge it in time, the bench does it now.
  await db.execute(sql`VACUUM (ANALYZE) channels`);
  const [total] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM channels WHERE name = ${market.name}`),
  );
  return total?.n ?? 0;
}

/**
 * Tops the Web balance of every ACTIVE client with a channel the market's leads match (the market's
 * own and any other, such as the demo's) up to FUNDED_CENTS with a DEPOSIT, one statement. A
 * client left short would be paused for recharge by every measured decision, since each is
 * rolled back, where a real market pauses it once.
 */
async function fundMarket(db: Database, market: MarketSpec): Promise<void> {
  const keys: string[] = [];
  for (const zip of market.zips) {
    const place = await db.transaction((tx) => zipPlace(tx, zip));
    if (!place) throw new Error(`the geography lacks zip ${zip}`);
    keys.push(...leadGeoKeys({ ...place, zipCode: zip }));
  }
  await db.execute(sql`
    WITH short AS (
      SELECT DISTINCT ch.client_id, ${FUNDED_CENTS} - coalesce(b.balance_cents, 0) AS cents
      FROM channels ch
      JOIN clients c ON c.id = ch.client_id AND c.status = 'ACTIVE'
      LEFT JOIN balances b ON b.client_id = ch.client_id AND b.product_type = 1
      WHERE ch.product_type_id = 1
        AND lead_geo_keys(ch.geo_maps) && ARRAY[${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}]::text[]
        AND coalesce(b.balance_cents, 0) < ${FUNDED_CENTS / 2}
    ), t AS (
      INSERT INTO ledger_transactions (client_id, kind, product_type, amount_cents, description,
                                       created_by)
      SELECT client_id, 'DEPOSIT', 1, cents, 'Bench market funding', 'bench' FROM short
      RETURNING id, client_id, amount_cents, create_date
    ), e AS (
      INSERT INTO ledger_entries (transaction_id, account, client_id, product_type, amount_cents,
                                  create_date)
      SELECT t.id, x.account, t.client_id, 1, x.amount_cents, t.create_date
      FROM t CROSS JOIN LATERAL (VALUES ('client', t.amount_cents), ('cash-in', -t.amount_cents))
        AS x(account, amount_cents)
    )
    INSERT INTO balances (client_id, product_type, balance_cents)
    SELECT client_id, 1, ${FUNDED_CENTS} FROM short
    ON CONFLICT (client_id, product_type) DO UPDATE SET balance_cents = EXCLUDED.balance_cents`);
}
