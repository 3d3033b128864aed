// Measures the paged reads on a large tenant: each scenario through the API and, in the same
// run, the very statements the API sent for it replayed by a bare Fastify + pg route, at 10 and
// 50 connections and one request at a time, reported as ratios (the machine is shared and noisy:
// absolute times vary, ratios hold). Needs DATABASE_URL (budgets are measured on PostgreSQL).
import '@client-admin/api/src/heap-flags';
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@client-admin/api/src/config';
import { openDatabase } from '@client-admin/api/src/db/database';
import { createAppLogger } from '@client-admin/api/src/logger';
import { migrate } from '@client-admin/api/src/db/migrate';
import { syncReferenceData } from '@client-admin/api/src/db/seed/reference-data';
import { seedDemoDataIfEmpty } from '@client-admin/api/src/db/seed/demo';
import { buildApp } from '@client-admin/api/src/app';
import { clients } from '@client-admin/api/src/db/schema/clients';
import { channels } from '@client-admin/api/src/db/schema/channels';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import { signupCalls } from '@client-admin/contracts/signup.calls';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import { portalMonthStartOf } from '@client-admin/domain/range-bounds';
import { generateChannels, generateClients, generateSchedules, vacuumClients } from './generate';
import { generateDeliveries } from './generate-deliveries';
import { generateEmailHistory } from './generate-email-history';
import { generateLeads } from './generate-leads';
import { generateLedger } from './generate-ledger';
import { generateMarket, MARKET_STATE, MARKET_ZIP, nationalMarket } from './generate-market';
import { MarketLanes } from '@client-admin/api/src/modules/lead-flow/intake/market-lanes';
import { timeRoutingDecisions } from './routing-decisions';
import { generateSignups } from './generate-signups';
import { generateStatements } from './generate-statements';
import { recordStatements, type Statement } from './record-statements';
import { startBareServer } from './bare-server';
import { staffToken, vendorKey } from './staff-token';

const TARGET_CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const CHANNELS_PER_CLIENT = Number(process.env.BENCH_CHANNELS_PER_CLIENT ?? 10);
/** Leads and calls of the leads screens' tenant (issue 17: 10M). */
const TENANT_LEADS = Number(process.env.BENCH_LEADS ?? 10_000_000);
/** The tenant's newest web leads given their deliveries (an e-mail, every other one a CRM post). */
const TENANT_DELIVERED_LEADS = Number(process.env.BENCH_DELIVERED_LEADS ?? 100_000);
/** Ledger entries of the same tenant (issue 15: 5M). */
const TENANT_LEDGER_ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 5_000_000);
/** Recorded e-mails of the same tenant (its e-mail history, decision 0080). */
const TENANT_EMAILS = Number(process.env.BENCH_EMAILS ?? 1_000_000);
/** Monthly statements of the same tenant, the newest closed months. */
const TENANT_STATEMENTS = Number(process.env.BENCH_STATEMENTS ?? 24);
/** Signups of the pending list (signed ones included, which the list leaves out). */
const SIGNUPS = Number(process.env.BENCH_SIGNUPS ?? 100_000);
/** Channels covering the state the intake's leads come from (the rest of the 1M never match). */
const MARKET_CHANNELS = Number(process.env.BENCH_MARKET_CHANNELS ?? 100);
/** Channels of the national market (issue 37): ten a state over the states but TX and OK. */
const NATIONAL_CHANNELS = Number(process.env.BENCH_NATIONAL_CHANNELS ?? 500);
/** Only the scenarios whose name contains this text, or one of several split by | (all when unset). */
const ONLY = (process.env.BENCH_ONLY ?? '').split('|');
const selected = (name: string) => ONLY.some((part) => name.includes(part));
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Seconds of unreported load on each side before a scenario's measured runs, so that neither side
 * is measured while V8 still compiles its code (the API, measured first, used to pay for that).
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/** Turns each side's load at one level is split into; the median turn is reported. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const CONNECTION_LEVELS = [10, 50];
/** The intake's loads (issue 37): one vendor posting alone, and bursts up to a hundred at once. */
const INTAKE_LEVELS = [1, 10, 50, 100];
/** Requests one at a time per side (a 1 s read makes 200 of them take 7 minutes). */
const SINGLE_REQUESTS = Number(process.env.BENCH_SINGLE_REQUESTS ?? 200);

if (!process.env.DATABASE_URL) {
  console.error(
    'Set DATABASE_URL to a PostgreSQL database for the benchmark (it adds rows to it).',
  );
  process.exit(1);
}

const config = { ...loadConfig({ ...process.env, PORT: String(PORT) }), seedDemoData: true };
// The app logs nothing while measured; its pool's lost connections still reach stdout.
const database = await openDatabase({
  ...config,
  logger: createAppLogger({ level: config.logLevel }),
});
await migrate(database);
await syncReferenceData(database.db);
await seedDemoDataIfEmpty(database.db);
const [{ n } = { n: 0 }] = await database.db
  .select({ n: sql<number>`count(*)::int` })
  .from(clients);
if (n < TARGET_CLIENTS) {
  console.log(`Generating ${TARGET_CLIENTS - n} clients...`);
  await generateClients(database.db, TARGET_CLIENTS - n);
}
await vacuumClients(database.db);
console.log(`Giving clients without channels ${CHANNELS_PER_CLIENT} each...`);
await generateChannels(database.db, CHANNELS_PER_CLIENT);
console.log('Giving every tenth call channel a schedule...');
await generateSchedules(database.db);

// The leads screens' tenant: the last generated client (it has web and call channels).
const tenant = Math.max(n, TARGET_CLIENTS);
console.log(`Giving client ${tenant} ${TENANT_LEADS} leads and calls...`);
await generateLeads(database.db, tenant, TENANT_LEADS);
console.log(
  `Giving client ${tenant}'s newest ${TENANT_DELIVERED_LEADS} web leads their deliveries...`,
);
const deliveryCount = await generateDeliveries(database.db, tenant, TENANT_DELIVERED_LEADS);
console.log(`Giving client ${tenant} ${TENANT_LEDGER_ENTRIES} ledger entries...`);
const ledgerEntries = await generateLedger(database.db, tenant, TENANT_LEDGER_ENTRIES);
console.log(
  `Writing client ${tenant}'s monthly statements of the last ${TENANT_STATEMENTS} months...`,
);
const statementCount = await generateStatements(database.db, tenant, TENANT_STATEMENTS);
console.log(`Giving client ${tenant} ${TENANT_EMAILS} recorded e-mails...`);
const emailCount = await generateEmailHistory(database.db, tenant, TENANT_EMAILS);
console.log(`Giving ${MARKET_CHANNELS} funded clients a Web auto channel in ${MARKET_STATE}...`);
const marketChannels = await generateMarket(database.db, MARKET_CHANNELS, tenant);
const national = await nationalMarket(database.db);
console.log(
  `Giving ${NATIONAL_CHANNELS} funded clients a Web auto channel in one of ${national.states.length} states...`,
);
const nationalChannels = await generateMarket(database.db, NATIONAL_CHANNELS, tenant, national);
console.log(`Filling the signups up to ${SIGNUPS}...`);
const signupCount = await generateSignups(database.db, SIGNUPS);
const [{ channelCount } = { channelCount: 0 }] = await database.db
  .select({ channelCount: sql<number>`count(*)::int` })
  .from(channels);
// A date is a New York day to the API (issue 36): the lists' first of the month is New York's.
const monthStart = portalMonthStartOf(new Date());
const ninetyDaysAgo = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);

// Without the scheduled jobs' queue: its polling and minute runs would share the API's event
// loop with the measured requests and not the bare route's, which is no overhead of a request.
const app = await buildApp({ config, database, jobs: { queue: false } });
await app.listen({ port: PORT, host: '127.0.0.1' });
const token = await staffToken(app, config);
const apiKey = await vendorKey(app, token);

// A call channel with a stored schedule, its newest: the schedule read and save scenarios.
const scheduled = await database.db.execute(sql`
  SELECT ch.id, ch.client_id AS "clientId" FROM channels ch
  JOIN schedules s ON s.owner_kind = 'channel' AND s.owner_id = ch.id
  WHERE ch.product_type_id = ${PRODUCT_IDS.CALL}
  ORDER BY ch.id DESC LIMIT 1`);
const [scheduledChannel] = (scheduled as unknown as { rows: { id: number; clientId: number }[] })
  .rows;
if (!scheduledChannel) throw new Error('no call channel with a schedule');
const weekday = (dayOfWeek: number) => ({
  dayOfWeek,
  isActive: dayOfWeek >= 1 && dayOfWeek <= 5,
  scheduleDailyCap: { capLimit: 7, startTime: '00:00:00', endTime: '23:59:59' },
  subscriptionDayPartSchedules: [
    {
      concurrencyCap: 2,
      scheduleDayPartCap: { capLimit: 0, startTime: '08:00:00', endTime: '12:00:00' },
      subscriptionIntervalCaps: [],
    },
    {
      concurrencyCap: 1,
      scheduleDayPartCap: { capLimit: 0, startTime: '13:00:00', endTime: '18:00:00' },
      subscriptionIntervalCaps: [],
    },
  ],
});
/** Replaces the schedule whole (no interval caps, so that its SQL replays as it was recorded). */
const scheduleSave = JSON.stringify({
  clientQuoteTypeID: scheduledChannel.id,
  clientId: scheduledChannel.clientId,
  isIntervalCapEnabled: false,
  intervalStep: '00:15:00',
  subscriptionMonthlySchedule: {
    subscriptionMonthlyCap: { capLimit: 0, startTime: '00:00:00', endTime: '00:00:00' },
  },
  subscriptionDailySchedules: [0, 1, 2, 3, 4, 5, 6].map(weekday),
});

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  /** Sent instead of the staff bearer token (the intake's vendor key). */
  headers?: Record<string, string>;
  /** A function when every request needs its own body (the intake's unique vendor lead id). */
  body?: string | (() => string);
  /** The recorded statements the bare route replays (all of them by default). */
  bare?: (recorded: Statement[]) => Statement[];
  /** Also print the API's p50 and p99 latency at each load and one at a time. */
  latencies?: boolean;
  /** Connections of its loads (CONNECTION_LEVELS by default). */
  levels?: readonly number[];
}

/** The routing's candidate reads: the geo match (by its GIN condition) and the matched channels by id. */
const GEO_MATCH = /lead_geo_keys\(ch\.geo_maps\) &&/;
const BY_ID_READ = /^with periods as/;

/**
 * The matching query of a recorded intake: its geo match and its read of the matched channels.
 * Both must be found, so that a statement's new text cannot drop one from the SQL side unseen.
 */
function matchingQuery(recorded: Statement[]): Statement[] {
  const geo = recorded.filter((st) => GEO_MATCH.test(st.text));
  const byId = recorded.filter((st) => BY_ID_READ.test(st.text.trimStart()));
  if (geo.length === 0 || byId.length === 0) {
    throw new Error('the recorded intake lacks its geo match or its read of the matched channels');
  }
  return recorded.filter((st) => geo.includes(st) || byId.includes(st));
}

let intakeSerial = 0;
/** A web auto lead of one of the zips, in turn, its vendor lead id unique to this run and request. */
const intakeBody = (zips: readonly string[]) => () => ({
  vendorLeadId: `bench-intake-${process.pid}-${Date.now()}-${intakeSerial}`,
  productTypeId: 1,
  quoteType: 'auto',
  zip: zips[intakeSerial++ % zips.length],
  firstName: 'Pat',
  lastName: 'Doe',
  email: 'pat.doe@bench.example.com',
  phone: '(405) 555-0100',
});

const clientSearch = (query: string) => `${clientCalls.searchClients.path}?${query}`;

const allScenarios: Scenario[] = [
  {
    name: `pending signups, first page of 100 (${signupCount} signups)`,
    path: signupCalls.getPendingSignups.path,
  },
  {
    name: `pending signups, q=agency 123 (${signupCount} signups)`,
    path: `${signupCalls.getPendingSignups.path}?search=agency%20123`,
  },
  { name: 'client search, first page', path: clientSearch('page=1&pageSize=10') },
  { name: 'client search, q=smith', path: clientSearch('q=smith&page=3&pageSize=10') },
  // One or two characters match at a word's start (decision 0019): a common start, and one no
  // client's word has, which before read every client to find none.
  { name: 'client search, q=sm', path: clientSearch('q=sm&pageSize=10') },
  { name: 'client search, q=zq', path: clientSearch('q=zq&pageSize=10') },
  { name: 'client search, q=bench corp 9', path: clientSearch('q=bench%20corp%209&pageSize=20') },
  {
    name: 'channel list of a client',
    path: `/api/LeadType/client/${Math.max(n, 1)}?noGeoMaps=true`,
  },
  {
    name: 'channel counts of a client',
    path: `/api/LeadType/client/${Math.max(n, 1)}/channelcounts`,
  },
  {
    name: 'call schedule of a channel',
    path: `/api/LeadType/calls/SubscriptionSchedule/${scheduledChannel.id}`,
  },
  {
    name: 'zips within 50 miles of a zip',
    path: '/api/territory/getzipsinradius/78701/50',
  },
  {
    name: 'territory detail of a channel',
    path: `/api/LeadType/territorydetail/${scheduledChannel.id}`,
  },
  {
    name: 'lead count of a channel',
    path: `/api/leads/${scheduledChannel.id}/lead-count`,
  },
  {
    name: 'call log of the leads tenant, first page',
    path: `/api/leads/calls/search?ClientId=${tenant}&pageNum=1&PageSize=10&from=${monthStart}`,
  },
  // One row a lead, its deliveries inside (issue 36): the page's sales by the index, then
  // their lead, channel and deliveries; the count is of leads.
  {
    name: `web leads of the leads tenant, first page (${deliveryCount} deliveries)`,
    path: `/api/leads/${tenant}/tracking/web?pageNum=1&pageSize=10&from=${monthStart}`,
  },
  {
    name: 'web leads of the leads tenant, page 100',
    path: `/api/leads/${tenant}/tracking/web?pageNum=100&pageSize=10&from=${monthStart}`,
  },
  {
    name: 'call metrics of the leads tenant, 90 days',
    path: `/api/leads/${tenant}/metrics/call?from=${ninetyDaysAgo}`,
  },
  {
    name: 'call schedule save',
    path: `/api/LeadType/schedule/call/${scheduledChannel.clientId}/WarmTransfer/${scheduledChannel.id}`,
    method: 'POST',
    body: scheduleSave,
  },
  {
    name: `transactions of the ledger tenant, first page (${ledgerEntries} entries)`,
    path: `/api/billing/${tenant}/transactions`,
  },
  {
    name: `balance of the ledger tenant (${ledgerEntries} entries)`,
    path: `/api/billing/${tenant}/balance/1`,
  },
  {
    name: `statements of the ledger tenant, first page (${statementCount} statements)`,
    path: `/api/billing/${tenant}/statements`,
  },
  {
    name: `e-mail history of the tenant, first page (${emailCount} messages)`,
    path: `/api/clients/${tenant}/emailHistory?page=1&pageSize=10`,
  },
  {
    name: 'e-mail history of the tenant, page 100',
    path: `/api/clients/${tenant}/emailHistory?page=100&pageSize=10`,
  },
  {
    name: 'e-mail history of the tenant, not delivered, first page',
    path: `/api/clients/${tenant}/emailHistory?status=not_delivered&pageSize=10`,
  },
  {
    name: `lead intake, ${marketChannels} matching channels of ${channelCount} (SQL: the matching query alone)`,
    path: '/api/intake/leads',
    method: 'POST',
    headers: { 'x-api-key': apiKey },
    body: () => JSON.stringify(intakeBody([MARKET_ZIP])()),
    bare: matchingQuery,
    latencies: true,
    levels: INTAKE_LEVELS,
  },
  {
    name: `lead intake, national market: ${nationalChannels} channels over ${national.states.length} states, leads from each in turn (SQL: one lead's matching query)`,
    path: '/api/intake/leads',
    method: 'POST',
    headers: { 'x-api-key': apiKey },
    body: () => JSON.stringify(intakeBody(national.zips)()),
    bare: matchingQuery,
    latencies: true,
    levels: INTAKE_LEVELS,
  },
];

const scenarios = allScenarios.filter((s) => selected(s.name));
const authorization = `Bearer ${token}`;
const headersOf = (scenario: Scenario) => scenario.headers ?? { authorization };
const bodyOf = (scenario: Scenario) =>
  typeof scenario.body === 'function' ? scenario.body() : scenario.body;
const statements: Statement[][] = [];
for (const scenario of scenarios) {
  const body = bodyOf(scenario);
  let status = 0;
  const recorded = await recordStatements(async () => {
    const answer = await app.inject({
      method: scenario.method ?? 'GET',
      url: scenario.path,
      headers: {
        ...headersOf(scenario),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { payload: body } : {}),
    });
    status = answer.statusCode;
  });
  // A scenario measures the read it names, never its error answer.
  if (status < 200 || status > 299) {
    throw new Error(`${scenario.name}: the API answered ${status} to ${scenario.path}`);
  }
  statements.push(scenario.bare ? scenario.bare(recorded) : recorded);
}
const bare = await startBareServer({
  databaseUrl: process.env.DATABASE_URL,
  poolSize: config.databasePoolSize,
  port: PORT + 1,
  scenarios: statements,
});

/** A scenario's request: GET, or a POST of its JSON body (the bare route is always a GET). */
interface RequestShape {
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string | (() => string);
}

const withBody = (shape: RequestShape): RequestShape =>
  shape.body
    ? { ...shape, headers: { ...shape.headers, 'content-type': 'application/json' } }
    : shape;

/** Requests a second, latencies and non-2xx answers of a URL under `connections` clients. */
async function load(
  url: string,
  connections: number,
  shape: RequestShape = {},
  duration = DURATION_S,
) {
  const { headers = {}, method = 'GET', body } = withBody(shape);
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    method,
    ...(typeof body === 'function'
      ? { requests: [{ method, setupRequest: (request) => ({ ...request, body: body() }) }] }
      : body
        ? { body }
        : {}),
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

type LoadResult = Awaited<ReturnType<typeof load>>;

/** Of several rounds' results, the round with the median throughput. */
const medianRound = (rounds: LoadResult[]) =>
  [...rounds].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(rounds.length / 2)]!;

/**
 * The API and its SQL under the same load, in BENCH_ROUNDS turns that split BENCH_SECONDS (API,
 * SQL, API, SQL...), so that a burst of the shared host's load falls on both sides alike; each
 * side's median round, with the failed answers of all its rounds.
 */
async function loadInRounds(
  apiUrl: string,
  apiShape: RequestShape,
  sqlUrl: string,
  connections: number,
) {
  const api: LoadResult[] = [];
  const sqlOnly: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    api.push(await load(apiUrl, connections, apiShape, DURATION_S / ROUNDS));
    sqlOnly.push(await load(sqlUrl, connections, {}, DURATION_S / ROUNDS));
  }
  // Every round's failed answers are reported, not only the median round's.
  const withAllFailures = (rounds: LoadResult[]) => ({
    ...medianRound(rounds),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  });
  return { api: withAllFailures(api), sqlOnly: withAllFailures(sqlOnly) };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** One request's time over HTTP, its answer read whole. */
async function timeOne(url: string, shape: RequestShape) {
  const { headers = {}, method = 'GET', body } = withBody(shape);
  const payload = typeof body === 'function' ? body() : body;
  const started = performance.now();
  await (
    await fetch(url, { headers, method, ...(payload ? { body: payload } : {}) })
  ).arrayBuffer();
  return performance.now() - started;
}

/**
 * Times of one request at a time through the API and through its SQL, taken in turns (API, SQL,
 * API, SQL...) so that a burst of the shared host's load falls on both sides alike; each side's
 * times sorted. Over HTTP like the load runs and, like autocannon, asking for no compression:
 * the bare route never compresses, and fetch would decompress the API's answers in this same
 * process, on the API's clock (decision 0041).
 */
async function pairedSingleTimes(apiUrl: string, apiShape: RequestShape, sqlUrl: string) {
  const identity = { 'accept-encoding': 'identity' };
  const api: number[] = [];
  const sqlOnly: number[] = [];
  for (let i = 0; i < SINGLE_REQUESTS; i++) {
    api.push(await timeOne(apiUrl, { ...apiShape, headers: { ...identity, ...apiShape.headers } }));
    sqlOnly.push(await timeOne(sqlUrl, { headers: identity }));
  }
  const sorted = (times: number[]) => times.sort((a, b) => a - b);
  return { apiTimes: sorted(api), sqlTimes: sorted(sqlOnly) };
}

for (const index of statements.keys()) {
  const check = await fetch(`http://127.0.0.1:${PORT + 1}/bare/${index}`);
  if (!check.ok)
    throw new Error(`replaying ${scenarios[index]!.name} failed: ${await check.text()}`);
}

console.log(
  `Sizes: ${Math.max(n, TARGET_CLIENTS)} clients, ${channelCount} channels; tenant ${tenant}: ` +
    `${TENANT_LEADS} leads and calls, ${ledgerEntries} ledger entries; ` +
    `${marketChannels} channels match the intake's leads (${MARKET_STATE} ${MARKET_ZIP}).`,
);
console.log(
  'Each scenario beside its own SQL (the statements the API sent for it, replayed by a bare Fastify + pg route):',
);
for (const [index, scenario] of scenarios.entries()) {
  const apiUrl = `http://127.0.0.1:${PORT}${scenario.path}`;
  const sqlUrl = `http://127.0.0.1:${PORT + 1}/bare/${index}`;
  const parts: string[] = [`${statements[index]!.length} statements`];
  const apiShape: RequestShape = {
    headers: headersOf(scenario),
    ...(scenario.method ? { method: scenario.method } : {}),
    ...(scenario.body ? { body: scenario.body } : {}),
  };
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  if (WARMUP_S > 0) {
    await load(apiUrl, CONNECTION_LEVELS[0]!, apiShape, WARMUP_S);
    await load(sqlUrl, CONNECTION_LEVELS[0]!, {}, WARMUP_S);
  }
  for (const connections of scenario.levels ?? CONNECTION_LEVELS) {
    const { api, sqlOnly } = await loadInRounds(apiUrl, apiShape, sqlUrl, connections);
    parts.push(
      `c=${connections}: API ${Math.round(api.perSecond)} req/s, SQL ${Math.round(sqlOnly.perSecond)} req/s, ` +
        `ratio ${(api.perSecond / sqlOnly.perSecond).toFixed(2)}` +
        (scenario.latencies ? `; API p50 ${ms(api.p50)}, p99 ${ms(api.p99)}` : '') +
        (api.non2xx || sqlOnly.non2xx
          ? ` (non-2xx: API ${api.non2xx}, SQL ${sqlOnly.non2xx})`
          : ''),
    );
  }
  const { apiTimes, sqlTimes } = await pairedSingleTimes(apiUrl, apiShape, sqlUrl);
  const apiP95 = percentile(apiTimes, 0.95);
  const sqlP95 = percentile(sqlTimes, 0.95);
  parts.push(
    `single p95: API ${ms(apiP95)}, SQL ${ms(sqlP95)}, ratio ${(apiP95 / sqlP95).toFixed(2)}` +
      (scenario.latencies
        ? `; API p50 ${ms(percentile(apiTimes, 0.5))}, p99 ${ms(percentile(apiTimes, 0.99))}`
        : ''),
  );
  console.log(`${scenario.name}\n  ${parts.join('\n  ')}`);
}
await bare.close();

// With the intake's scenario, or alone under BENCH_ONLY=routing.
if (selected('routing decision') || scenarios.some((s) => s.name.startsWith('lead intake'))) {
  console.log(
    `The routing decision alone (routeAndSell in-process, rolled back; ${marketChannels} matching channels of ${channelCount}):`,
  );
  const runs = [
    { label: 'single', connections: 1, lanes: null },
    { label: '50 at once', connections: 50, lanes: null },
    {
      label: "50 at once in the market's lane (as the intake decides)",
      connections: 50,
      lanes: new MarketLanes(),
    },
  ];
  for (const { label, connections, lanes } of runs) {
    const perWorker = connections === 1 ? SINGLE_REQUESTS : Math.ceil(SINGLE_REQUESTS / 10);
    const times = await timeRoutingDecisions(
      database.db,
      { vendorId: 1, zip: MARKET_ZIP },
      connections,
      perWorker,
      WARMUP_S,
      lanes,
    );
    console.log(
      `  ${label}: p50 ${times.p50.toFixed(1)} ms, ` +
        `p99 ${times.p99.toFixed(1)} ms (target p99 < 10 ms), ${times.buyers.toFixed(1)} buyers a lead`,
    );
  }
}
await app.close();
await database.close();
