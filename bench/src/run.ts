// Measures the paged reads on a large tenant: the API under 50 connections (autocannon) against
// the same SQL run directly. Needs DATABASE_URL (budgets are measured on PostgreSQL).
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { loadConfig, embeddedIssuer } from '@client-admin/api/src/config';
import { openDatabase } from '@client-admin/api/src/db/database';
import { migrate } from '@client-admin/api/src/db/migrate';
import { syncReferenceData } from '@client-admin/api/src/db/seed/reference';
import { seedDemoDataIfEmpty } from '@client-admin/api/src/db/seed/demo';
import { buildApp } from '@client-admin/api/src/app';
import { signAccessToken } from '@client-admin/api/src/adapters/identity/access-token';
import { users } from '@client-admin/api/src/db/schema/identity';
import { clients } from '@client-admin/api/src/db/schema/clients';
import { generateChannels, generateClients } from './generate';

const TARGET_CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const CHANNELS_PER_CLIENT = Number(process.env.BENCH_CHANNELS_PER_CLIENT ?? 10);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3200);

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

for (const scenario of scenarios) {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${scenario.path}`,
    connections: 50,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${token}` },
  });
  const direct: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await app.inject({
      method: 'GET',
      url: scenario.path,
      headers: { authorization: `Bearer ${token}` },
    });
    direct.push(performance.now() - started);
  }
  direct.sort((a, b) => a - b);
  console.log(
    `${scenario.name.padEnd(32)} p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  ` +
      `req/s ${Math.round(result.requests.average)}  non-2xx ${result.non2xx}  (single-request p95 ${direct[Math.floor(direct.length * 0.95)]!.toFixed(1)} ms)`,
  );
}
await app.close();
await database.close();
