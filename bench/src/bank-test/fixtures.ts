import type pg from 'pg';
import { billingCardCalls } from '@client-admin/contracts/billing.calls';
import type { AuthnetSettings, CardAnswer } from '@client-admin/contracts/billing-cards';
import { SANDBOX_TOKENS_PATH } from '@client-admin/api/src/adapters/card-vault/sandbox-card-numbers';
import { expectOk } from './http';
import { loginOf, staffLogin, type Login, type Tokens } from './tokens';

/** An inactive card-billed client that reactivates itself again and again during the run. */
export interface ReactivatingClient {
  clientId: number;
  login: Login;
  /** A sandbox card that approves, and one that declines. */
  goodCardId: number;
  badCardId: number;
  /** Its channels with an active filter package, by product (1 Web, 2 Call). */
  channels: Record<1 | 2, number[]>;
}

/** What the run moves money between, read (and where needed prepared) before it starts. */
export interface Fixtures {
  staff: Login;
  /** Active card-billed clients, three at most of each parent company. */
  pool: { clientId: number; parent: string }[];
  /** Clients of one parent company (a group, decision 0040): group transfers' pairs. */
  groupPairs: [number, number][];
  /** Clients of different parent companies: a group transfer between them must be refused. */
  crossPairs: [number, number][];
  reactivating: ReactivatingClient[];
  /** Pending lead credits: the sale id and its product. */
  credits: { saleId: number; product: '1' | '2' }[];
  /** The newest ledger transaction before the run: the run's are above it. */
  baselineTransactionId: number;
}

const TEST_CARDS = { good: '4111111111111111', bad: '4000000000000002' };
const HOLDER = {
  firstName: 'Bank',
  lastName: 'Test',
  companyName: 'Bank Test Agency',
  address1: '9 Elm St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

async function poolClients(db: pg.Client, size: number) {
  const { rows } = await db.query<{ id: number; parent: string }>(
    `WITH active AS (
       SELECT id, parent_company AS parent,
              row_number() OVER (PARTITION BY parent_company ORDER BY id) AS rank,
              count(*) OVER (PARTITION BY parent_company) AS size
       FROM clients
       WHERE status = 'ACTIVE' AND billing_type = 'CC' AND parent_company IS NOT NULL)
     SELECT id, parent FROM active WHERE size >= 2 AND rank <= 3
     ORDER BY size DESC, parent, id LIMIT $1`,
    [size],
  );
  return rows.map((r) => ({ clientId: r.id, parent: r.parent }));
}

function pairsOf(pool: Fixtures['pool']) {
  const groupPairs: [number, number][] = [];
  const crossPairs: [number, number][] = [];
  for (const a of pool) {
    for (const b of pool) {
      if (a.clientId === b.clientId) continue;
      (a.parent === b.parent ? groupPairs : crossPairs).push([a.clientId, b.clientId]);
    }
  }
  return { groupPairs, crossPairs };
}

/** The client's login, made in SQL when the demo data has none (the demo links three). */
async function clientLogin(db: pg.Client, clientId: number): Promise<Login> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT u.email FROM client_logins l JOIN users u ON u.id = l.user_id
     WHERE l.client_id = $1 ORDER BY u.email LIMIT 1`,
    [clientId],
  );
  if (rows[0]) return loginOf(db, rows[0].email);
  const email = `bank-test-${clientId}@example.com`;
  const made = await db.query<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name) VALUES ($1, 'Bank', 'Test') RETURNING id`,
    [email],
  );
  await db.query('INSERT INTO client_logins (user_id, client_id) VALUES ($1, $2)', [
    made.rows[0]!.id,
    clientId,
  ]);
  return loginOf(db, email);
}

/** Tokenizes a test card in the sandbox vault, as the browser would, and saves it. */
async function addCard(
  baseUrl: string,
  authorization: string,
  clientId: number,
  number: string,
  vault: AuthnetSettings,
): Promise<number> {
  const year = new Date().getUTCFullYear() + 1;
  const token = await expectOk<{ opaqueData?: { dataDescriptor: string; dataValue: string } }>(
    baseUrl,
    {
      method: 'POST',
      path: SANDBOX_TOKENS_PATH,
      body: {
        authData: { clientKey: vault.clientKey, apiLoginID: vault.apiLoginId },
        cardData: {
          cardNumber: number,
          month: '12',
          year: String(year),
          cardCode: '123',
          zip: HOLDER.zip,
          fullName: `${HOLDER.firstName} ${HOLDER.lastName}`,
        },
      },
    },
    'tokenizing a sandbox card',
  );
  if (!token.opaqueData) throw new Error(`the sandbox refused card ${number.slice(-4)}`);
  const saved = await expectOk<CardAnswer>(
    baseUrl,
    {
      method: billingCardCalls.addCard.method,
      path: billingCardCalls.addCard.path,
      authorization,
      body: {
        clientId,
        ...HOLDER,
        monthExpires: 12,
        yearExpires: year,
        opaqueData: token.opaqueData,
      },
    },
    `saving a card of client ${clientId}`,
  );
  return saved.card.paymentId;
}

async function reactivatingClients(
  db: pg.Client,
  baseUrl: string,
  tokens: Tokens,
  count: number,
): Promise<ReactivatingClient[]> {
  const { rows } = await db.query<{ id: number; product: 1 | 2; channels: number[] }>(
    `WITH eligible AS (
       SELECT c.id FROM clients c
       WHERE c.status = 'INACTIVE' AND c.billing_type = 'CC'
         AND (SELECT count(DISTINCT ch.product_type_id) FROM channels ch
              JOIN packages p ON p.id = ch.package_id AND p.is_active
              WHERE ch.client_id = c.id) = 2
       ORDER BY c.id LIMIT $1)
     SELECT e.id, ch.product_type_id AS product, array_agg(ch.id ORDER BY ch.id) AS channels
     FROM eligible e JOIN channels ch ON ch.client_id = e.id
     JOIN packages p ON p.id = ch.package_id AND p.is_active
     GROUP BY e.id, ch.product_type_id ORDER BY e.id, ch.product_type_id`,
    [count],
  );
  const byClient = new Map<number, Record<1 | 2, number[]>>();
  for (const row of rows) {
    const channels = byClient.get(row.id) ?? { 1: [], 2: [] };
    channels[row.product] = row.channels;
    byClient.set(row.id, channels);
  }
  const result: ReactivatingClient[] = [];
  for (const [clientId, channels] of byClient) {
    const login = await clientLogin(db, clientId);
    const authorization = await tokens.bearer(login);
    const vault = await expectOk<AuthnetSettings>(
      baseUrl,
      { method: 'GET', path: billingCardCalls.getAuthnet.path, authorization },
      'reading the card vault settings',
    );
    const goodCardId = await addCard(baseUrl, authorization, clientId, TEST_CARDS.good, vault);
    const badCardId = await addCard(baseUrl, authorization, clientId, TEST_CARDS.bad, vault);
    result.push({ clientId, login, goodCardId, badCardId, channels });
  }
  return result;
}

export async function prepareFixtures(options: {
  db: pg.Client;
  baseUrl: string;
  tokens: Tokens;
  poolClients: number;
  reactivationClients: number;
}): Promise<Fixtures> {
  const { db } = options;
  const pool = await poolClients(db, options.poolClients);
  if (pool.length < 2) throw new Error('the demo data has too few active clients');
  const reactivating =
    options.reactivationClients > 0
      ? await reactivatingClients(db, options.baseUrl, options.tokens, options.reactivationClients)
      : [];
  const credits = await db.query<{ saleId: number; product: number }>(
    `SELECT sale_id AS "saleId", product_type_id AS product FROM lead_credits
     WHERE status = 'Pending' ORDER BY id`,
  );
  const baseline = await db.query<{ id: number }>(
    'SELECT coalesce(max(id), 0)::int AS id FROM ledger_transactions',
  );
  return {
    staff: await staffLogin(db),
    pool,
    ...pairsOf(pool),
    reactivating,
    credits: credits.rows.map((c) => ({ saleId: c.saleId, product: c.product === 2 ? '2' : '1' })),
    baselineTransactionId: baseline.rows[0]?.id ?? 0,
  };
}
