// The lead intake under concurrent vendors (issue 37): posts leads to POST /api/intake/leads at 1,
// 10, 50 and 100 connections, on the bench database of `npm run bench` (its market must exist),
// and samples what the API's PostgreSQL backends wait on and how busy the API's event loop is,
// so a lead's time under load can be told apart: queued for a pooled connection, waiting on
// another lead's lock, in PostgreSQL's own work, or in the API's JavaScript.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run intake-load -w @client-admin/bench
import '@client-admin/api/src/heap-flags';
import autocannon from 'autocannon';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '@client-admin/api/src/config';
import { openDatabase } from '@client-admin/api/src/db/database';
import { createAppLogger } from '@client-admin/api/src/logger';
import { buildApp } from '@client-admin/api/src/app';
import { generateMarket, nationalMarket, OKLAHOMA_MARKET } from './generate-market';
import { startApi } from './bank-test/api-process';
import { staffToken, vendorKey } from './staff-token';

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LEVELS = (process.env.INTAKE_LEVELS ?? '1,10,50,100').split(',').map(Number);
/** `oklahoma`: every lead meets the same 100 buyers; `national`: leads spread over 50 states. */
const MARKETS = (process.env.INTAKE_MARKETS ?? 'oklahoma,national').split(',');
const SAMPLE_MS = 20;
/** The national market's channels: ten a state over fifty states. */
const NATIONAL_CHANNELS = Number(process.env.INTAKE_NATIONAL_CHANNELS ?? 500);
/** The leads and ledger tenant of `npm run bench` (the last generated client), never a buyer. */
const TENANT = Number(process.env.BENCH_CLIENTS ?? 100_000);

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to the bench database (after `npm run bench`).');
  process.exit(1);
}

const config = loadConfig({ ...process.env, PORT: String(PORT + 1) });
const database = await openDatabase({ ...config, logger: createAppLogger({ level: 'warn' }) });
// In this process only to make the vendor key and the national market: the measured API runs as
// `npm start` serves it, in a process of its own, so the load generator's work is not on its
// event loop and its CPU time is its own.
const setup = await buildApp({ config, database, jobs: { queue: false } });
await setup.ready();
const apiKey = await vendorKey(setup, await staffToken(setup, config));
const national = await nationalMarket(database.db);
const nationalCount = await generateMarket(database.db, NATIONAL_CHANNELS, TENANT, national);
await setup.close();
await database.close();
console.log(
  `The national market: ${nationalCount} channels over ${national.states.length} states.`,
);
const api = await startApi({
  root: path.resolve(import.meta.dirname, '../..'),
  databaseUrl: process.env.DATABASE_URL,
  port: PORT,
  logPath: path.join(tmpdir(), `intake-load-${process.pid}.log`),
  timeoutSeconds: 240,
});

/** CPU milliseconds the API process has used so far (user and system, from /proc). */
async function apiCpuMs(): Promise<number> {
  const fields = (await readFile(`/proc/${api.pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS;
}

let serial = 0;
const zipsOf: Record<string, readonly string[]> = {
  oklahoma: OKLAHOMA_MARKET.zips,
  national: national.zips,
};
const leadBody = (zips: readonly string[]) =>
  JSON.stringify({
    vendorLeadId: `intake-load-${process.pid}-${Date.now()}-${serial}`,
    productTypeId: 1,
    quoteType: 'auto',
    zip: zips[serial++ % zips.length],
    firstName: 'Pat',
    lastName: 'Doe',
    email: 'pat.doe@bench.example.com',
    phone: '(405) 555-0100',
  });

/** What the API's backends are doing, sampled every SAMPLE_MS from a connection of its own. */
async function sampleBackends(stop: () => boolean) {
  const monitor = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await monitor.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  while (!stop()) {
    const { rows } = await monitor.query<{ what: string }>(`
      SELECT CASE WHEN state = 'active' THEN coalesce(wait_event_type || ':' || wait_event, 'running')
                  ELSE state END AS what
        FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()
         AND backend_type = 'client backend'`);
    samples++;
    for (const { what } of rows) counts.set(what, (counts.get(what) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
  await monitor.end();
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([what, n]) => `${what} ${(n / samples).toFixed(1)}`)
    .join(', ');
}

for (const market of MARKETS) {
  const zips = zipsOf[market];
  if (!zips) throw new Error(`unknown market ${market}`);
  console.log(`Lead intake, ${market} market (${zips.length} zip${zips.length > 1 ? 's' : ''}):`);
  for (const [index, connections] of [10, ...LEVELS].entries()) {
    // Each market's first run warms the API up (V8, each connection's prepared statements).
    const warmup = index === 0;
    let done = false;
    const sampled = warmup ? null : sampleBackends(() => done);
    const cpuBefore = await apiCpuMs();
    const result = await autocannon({
      url: `${api.baseUrl}/api/intake/leads`,
      connections,
      duration: warmup ? 3 : SECONDS,
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      requests: [{ method: 'POST', setupRequest: (r) => ({ ...r, body: leadBody(zips) }) }],
    });
    done = true;
    const cpuPerLead = (await apiCpuMs()) - cpuBefore;
    const backends = await sampled;
    if (warmup) continue;
    console.log(
      `  c=${connections}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}; ` +
        `API CPU ${(cpuPerLead / Math.max(1, result.requests.total)).toFixed(1)} ms a lead; ` +
        `backends on average: ${backends}`,
    );
  }
}
await api.stop();
