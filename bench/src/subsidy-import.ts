// The subsidy import at scale (decision 0070): a generated workbook of BENCH_SUBSIDY_ROWS
// (100000) subsidy rows is uploaded, pre-processed and applied through the API in-process, each
// step timed with the process's peak memory over it, beside PostgreSQL's own COPY of the same rows
// (as CSV, from a file) into a scratch table in the same run (three times; the median counts). The
// ratio import ÷ COPY is the figure (the import should stay within 5× of COPY). Needs DATABASE_URL; adds synthetic counties
// ("BENCH 001" ...) to its geography so that 100k distinct state, county and product keys exist
// (the real ones give about 40k), and replaces the State Farm subsidies of every state.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run subsidy-import -w @client-admin/bench
import '@client-admin/api/src/heap-flags';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { loadConfig } from '@client-admin/api/src/config';
import { openDatabase } from '@client-admin/api/src/db/database';
import { createAppLogger } from '@client-admin/api/src/logger';
import { migrate } from '@client-admin/api/src/db/migrate';
import { syncReferenceData } from '@client-admin/api/src/db/seed/reference-data';
import { syncFeatureFlags } from '@client-admin/api/src/db/seed/feature-flags';
import { seedDemoDataIfEmpty } from '@client-admin/api/src/db/seed/demo';
import { buildApp } from '@client-admin/api/src/app';
import { QUOTE_TYPES } from '@client-admin/domain/quote-types';
import { staffToken } from './staff-token';

const ROWS = Number(process.env.BENCH_SUBSIDY_ROWS ?? 100_000);
const SYNTHETIC_COUNTIES = Number(process.env.BENCH_SYNTHETIC_COUNTIES ?? 170);

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL database (it adds counties and subsidies).');
  process.exit(1);
}

const config = { ...loadConfig(process.env), seedDemoData: true };
const database = await openDatabase({ ...config, logger: createAppLogger({ level: 'warn' }) });
await migrate(database);
await syncReferenceData(database.db);
await syncFeatureFlags(database.db);
await seedDemoDataIfEmpty(database.db, config.publicUrl);
const app = await buildApp({ config, database, jobs: { queue: false } });
await app.ready();
const staff = { authorization: `Bearer ${await staffToken(app, config)}` };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Synthetic counties, so that the file's keys are distinct (idempotent across runs).
await database.db.execute(sql`
  insert into geo_counties (state_abbreviation, fips, name, name_upper, latitude, longitude)
  select s.abbreviation, 'B' || lpad(n::text, 3, '0'), 'Bench ' || lpad(n::text, 3, '0'),
    'BENCH ' || lpad(n::text, 3, '0'), 0, 0
  from geo_states s, generate_series(1, ${SYNTHETIC_COUNTIES}) n
  on conflict do nothing`);
const counties = rowsOf<{ state: string; county: string }>(
  await database.db.execute(
    sql`select state_abbreviation as state, name_upper as county from geo_counties order by 1, 2`,
  ),
);
const products = QUOTE_TYPES.flatMap((q) => [
  `SF-${q.toUpperCase()}-WEB`,
  `SF-${q.toUpperCase()}-CALL`,
]);
const rows: [string, string, string, number, string][] = [];
outer: for (const c of counties) {
  for (const product of products) {
    if (rows.length >= ROWS) break outer;
    const cents = 100 + ((rows.length * 37) % 1900);
    rows.push([
      c.state,
      c.county,
      product,
      cents / 100,
      rows.length % 3 === 0 ? String(cents / 50) : '',
    ]);
  }
}
if (rows.length < ROWS)
  throw new Error(`only ${rows.length} distinct keys; raise BENCH_SYNTHETIC_COUNTIES`);

const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('Subsidies');
sheet.addRow(['leadState', 'county', 'product', 'subsidy', 'subsidyCap']);
for (const row of rows) sheet.addRow(row);
const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

/** Runs `work`, sampling the process's memory every 20 ms: its time and peak RSS and heap. */
async function measured<T>(work: () => Promise<T>) {
  global.gc?.();
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - started;
    const now = process.memoryUsage();
    return {
      result,
      ms,
      peakRssMb: Math.max(rss, now.rss) / 2 ** 20,
      peakHeapMb: Math.max(heap, now.heapUsed) / 2 ** 20,
      heapGrowthMb: (Math.max(heap, now.heapUsed) - base.heapUsed) / 2 ** 20,
    };
  } finally {
    clearInterval(timer);
  }
}

async function inject(method: 'GET' | 'POST', url: string, payload?: Buffer, headers = {}) {
  const res = await app.inject({
    method,
    url,
    headers: { ...staff, ...headers },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300)
    throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 500)}`);
  return res.json() as Record<string, unknown>;
}

// Start from no State Farm subsidies, so the apply adds every row. Vacuumed, so that each run
// starts alike: without autovacuum (as on the test server) the tables keep every earlier run's
// dead rows, and the apply's unique checks walk those of the same keys.
await database.db.execute(sql`delete from subsidies where parent_company = 'STATEFARM'`);
await database.db.execute(sql`vacuum analyze subsidies, replaced_subsidies`);

const boundary = 'bench-subsidy-boundary';
const body = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  ),
  xlsx,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const upload = await measured(() =>
  inject('POST', '/api/subsidy/upload?importType=SUBSIDY', body, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  }),
);
const token = upload.result.t as string;
const pre = await measured(() =>
  inject('GET', `/api/subsidy/preprocess?t=${token}&sheetname=Subsidies`),
);
if (pre.result.toBeAdded !== ROWS) {
  throw new Error(
    `pre-process planned ${String(pre.result.toBeAdded)} adds, not ${ROWS}: ${JSON.stringify(pre.result).slice(0, 400)}`,
  );
}
const apply = await measured(() => inject('GET', `/api/subsidy/applyrules?t=${token}`));

// PostgreSQL's own COPY of the same rows, as CSV, into a scratch table.
const dir = mkdtempSync(path.join(tmpdir(), 'subsidy-bench-'));
chmodSync(dir, 0o755);
const csvPath = path.join(dir, 'rows.csv');
writeFileSync(
  csvPath,
  rows
    .map(
      (r) =>
        `${r[0]},"${r[1]}",${r[2]},${Math.round(r[3] * 100)},${r[4] === '' ? '' : Math.round(Number(r[4]) * 100)}`,
    )
    .join('\n'),
);
chmodSync(csvPath, 0o644);
/**
 * COPY's time is the ratio's denominator, and one run of it varied from 0.2 to 0.4 s on a busy
 * machine: it is run COPY_RUNS times, each into a new table, and the median is the figure.
 */
const COPY_RUNS = 3;
const copyMs: number[] = [];
let n: number | undefined;
for (let run = 0; run < COPY_RUNS; run++) {
  await database.db.execute(sql`drop table if exists bench_subsidy_copy`);
  await database.db.execute(sql`
    create table bench_subsidy_copy (lead_state text not null, county text not null,
      product text not null, amount int not null, cap_cents int,
      primary key (lead_state, county, product))`);
  const copy = await measured(() =>
    database.db.execute(sql.raw(`copy bench_subsidy_copy from '${csvPath}' with (format csv)`)),
  );
  copyMs.push(copy.ms);
  n = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from bench_subsidy_copy`),
  )[0]?.n;
}
const copyMedianMs = [...copyMs].sort((a, b) => a - b)[Math.floor(COPY_RUNS / 2)]!;
rmSync(dir, { recursive: true, force: true });
await database.db.execute(sql`drop table bench_subsidy_copy`);

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const importMs = pre.ms + apply.ms;
console.log(
  `subsidy import: ${ROWS} rows, workbook ${(xlsx.length / 2 ** 20).toFixed(1)} MB; COPY loaded ${n} rows`,
);
console.log(
  `  upload (sheets, SHA-256, kept):  ${fmt(upload.ms)}   peak RSS ${upload.peakRssMb.toFixed(0)} MB`,
);
console.log(
  `  pre-process (dry run):          ${fmt(pre.ms)}   peak RSS ${pre.peakRssMb.toFixed(0)} MB, heap +${pre.heapGrowthMb.toFixed(0)} MB`,
);
console.log(
  `  apply (one transaction):        ${fmt(apply.ms)}   peak RSS ${apply.peakRssMb.toFixed(0)} MB, heap +${apply.heapGrowthMb.toFixed(0)} MB`,
);
console.log(
  `  PostgreSQL COPY, same rows:     ${fmt(copyMedianMs)}   median of ${copyMs.map(fmt).join(', ')}`,
);
console.log(
  `  ratio pre-process + apply ÷ COPY: ${(importMs / copyMedianMs).toFixed(1)}×   apply alone ÷ COPY: ${(apply.ms / copyMedianMs).toFixed(1)}×   (budget 5×)`,
);

await app.close();
await database.close();
