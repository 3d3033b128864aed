// Measures the paged reads on a large tenant: each scenario through the API and, in the same
// run, the very statements the API sent for it replayed by a bare Fastify + pg route, at 10 and
// 50 connections and one request at a time, reported as ratios (the machine is shared and noisy:
// absolute times vary, ratios hold). Needs DATABASE_URL (budgets are measured on PostgreSQL).
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { loadConfig, embeddedIssuer } from '@client-admin/api/src/config';
import { openDatabase } from '@client-admin/api/src/db/database';
import { migrate } from '@client-admin/api/src/db/migrate';
import { syncReferenceData } from '@client-admin/api/src/db/seed/reference-data';
import { seedDemoDataIfEmpty } from '@client-admin/api/src/db/seed/demo';
import { buildApp } from '@client-admin/api/src/app';
import { signAccessToken } from '@client-admin/api/src/adapters/identity/access-token';
import { users } from '@client-admin/api/src/db/schema/identity';
import { clients } from '@client-admin/api/src/db/schema/clients';
import { generateChannels, generateClients } from './generate';
import { recordStatements, type Statement } from './record-statements';
import { startBareServer } from './bare-server';

const TARGET_CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const CHANNELS_PER_CLIENT = Number(process.env.BENCH_CHANNELS_PER_CLIENT ?? 10);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const CONNECTION_LEVELS = [10, 50];
const SINGLE_REQUESTS = 200;

if (!process.env.DATABASE_URL) {
  console.error(
    'Set DATABASE_URL to a PostgreSQL database for the benchmark (it adds rows to it).',
  );
  process.exit(1);
}

const config = { ...loadConfig({ ...process.env, PORT: String(PORT) }), seedDemoData: true };
const database = await openDatabase(config);
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
console.log(`Giving clients without channels ${CHANNELS_PER_CLIENT} each...`);
await generateChannels(database.db, CHANNELS_PER_CLIENT);

const app = await buildApp({ config, database });
await app.listen({ port: PORT, host: '127.0.0.1' });
const [cs] = await database.db.select().from(users).where(eq(users.email, 'cs@example.com'));
const key = app.signingKeys?.privateJwks[0];
if (!cs || !key) throw new Error('needs the demo login cs@example.com and the embedded issuer');
const token = await signAccessToken(
  key,
  {
    sub: cs.id,
    email: cs.email,
    name: 'cs',
    given_name: 'c',
    family_name: 's',
    roles: ['Everest-Client-Services', 'Everest-Staff'],
  },
  { issuer: embeddedIssuer(config), audience: config.oidcAudience },
);

const scenarios = [
  { name: 'client search, first page', path: '/api/clients/search?page=1&pageSize=10' },
  { name: 'client search, q=smith', path: '/api/clients/search?q=smith&page=3&pageSize=10' },
  {
    name: 'client search, q=bench corp 9',
    path: '/api/clients/search?q=bench%20corp%209&pageSize=20',
  },
  {
    name: 'channel list of a client',
    path: `/api/LeadType/client/${Math.max(n, 1)}?noGeoMaps=true`,
  },
  {
    name: 'channel counts of a client',
    path: `/api/LeadType/client/${Math.max(n, 1)}/channelcounts`,
  },
];

const authorization = `Bearer ${token}`;
const statements: Statement[][] = [];
for (const scenario of scenarios) {
  statements.push(
    await recordStatements(() =>
      app.inject({ method: 'GET', url: scenario.path, headers: { authorization } }),
    ),
  );
}
const bare = await startBareServer({
  databaseUrl: process.env.DATABASE_URL,
  poolSize: config.databasePoolSize,
  port: PORT + 1,
  scenarios: statements,
});

/** Requests a second and non-2xx answers of a URL under `connections` concurrent clients. */
async function load(url: string, connections: number, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  return { perSecond: result.requests.average, non2xx: result.non2xx };
}

/** The 95th percentile of one request at a time, over HTTP like the load runs. */
async function singleP95(url: string, headers: Record<string, string> = {}) {
  const times: number[] = [];
  for (let i = 0; i < SINGLE_REQUESTS; i++) {
    const started = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.95)]!;
}

for (const index of statements.keys()) {
  const check = await fetch(`http://127.0.0.1:${PORT + 1}/bare/${index}`);
  if (!check.ok)
    throw new Error(`replaying ${scenarios[index]!.name} failed: ${await check.text()}`);
}

console.log(
  'Each scenario beside its own SQL (the statements the API sent for it, replayed by a bare Fastify + pg route):',
);
for (const [index, scenario] of scenarios.entries()) {
  const apiUrl = `http://127.0.0.1:${PORT}${scenario.path}`;
  const sqlUrl = `http://127.0.0.1:${PORT + 1}/bare/${index}`;
  const parts: string[] = [`${statements[index]!.length} statements`];
  for (const connections of CONNECTION_LEVELS) {
    const api = await load(apiUrl, connections, { authorization });
    const sqlOnly = await load(sqlUrl, connections);
    parts.push(
      `c=${connections}: API ${Math.round(api.perSecond)} req/s, SQL ${Math.round(sqlOnly.perSecond)} req/s, ` +
        `ratio ${(api.perSecond / sqlOnly.perSecond).toFixed(2)}` +
        (api.non2xx || sqlOnly.non2xx
          ? ` (non-2xx: API ${api.non2xx}, SQL ${sqlOnly.non2xx})`
          : ''),
    );
  }
  const apiP95 = await singleP95(apiUrl, { authorization });
  const sqlP95 = await singleP95(sqlUrl);
  parts.push(
    `single p95: API ${apiP95.toFixed(1)} ms, SQL ${sqlP95.toFixed(1)} ms, ratio ${(apiP95 / sqlP95).toFixed(2)}`,
  );
  console.log(`${scenario.name}\n  ${parts.join('\n  ')}`);
}
await bare.close();
await app.close();
await database.close();
