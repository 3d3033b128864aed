// The bank test of issue 33, on demand: the API on a fresh PostgreSQL database, concurrent money
// requests with retried and reused Idempotency-Keys while the database's backends are terminated,
// then the ledger's invariants checked in SQL. Exits non-zero on any violation or if the API
// process dies. Settings: bank-test/options.ts (bench/README.md).
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { startApi, type ApiProcess } from './bank-test/api-process';
import { runCaller } from './bank-test/callers';
import { runChecks, vaultLine, type Check } from './bank-test/checks';
import { connect, createDatabase, databaseUrl, dropDatabase } from './bank-test/database';
import { runDeactivator } from './bank-test/deactivator';
import { prepareFixtures } from './bank-test/fixtures';
import { parseOptions } from './bank-test/options';
import { RunRecord } from './bank-test/outcomes';
import { Random } from './bank-test/random';
import { RunState } from './bank-test/requests';
import { apiLogLine, checksTable, requestsTable, runLine } from './bank-test/summary';
import { runTerminator } from './bank-test/terminator';
import { Tokens } from './bank-test/tokens';

const options = parseOptions();
const database = await createDatabase(options.serverUrl);
const url = databaseUrl(options.serverUrl, database);
const logPath = join(tmpdir(), `${database}.log`);
console.log(`Bank test on database ${database} (API log: ${logPath})`);

let api: ApiProcess | null = null;
let failed = false;
const run = { deadline: Number.POSITIVE_INFINITY, interrupted: false };
process.once('SIGINT', () => {
  // The terminal's Ctrl-C reaches the API too: its exit is then no finding.
  console.log('Interrupted: stopping the callers, then checking what was done.');
  run.deadline = 0;
  run.interrupted = true;
});

try {
  console.log('Starting the API (migrations and demo data first)...');
  api = await startApi({
    root: options.apiRoot,
    databaseUrl: url,
    port: options.port,
    logPath,
    timeoutSeconds: options.startTimeoutSeconds,
  });
  const started = api;
  const setup = await connect(url);
  const tokens = await Tokens.load(setup, started.baseUrl);
  const fixtures = await prepareFixtures({
    db: setup,
    baseUrl: started.baseUrl,
    tokens,
    poolClients: options.poolClients,
    reactivationClients: options.reactivationClients,
  });
  await setup.end();
  console.log(
    `Money moves among ${fixtures.pool.length} active clients (${fixtures.groupPairs.length} same-group pairs); ` +
      `${fixtures.reactivating.length} inactive clients reactivate themselves ` +
      `(${fixtures.reactivating.map((c) => c.clientId).join(', ')}); ` +
      `${fixtures.credits.length} pending credits.`,
  );

  const record = new RunRecord();
  const state = new RunState(fixtures);
  const seeds = new Random(options.seed);
  run.deadline = Math.min(run.deadline, Date.now() + options.seconds * 1000);
  const apiDown = () => started.exited() !== null;
  const over = () => Date.now() >= run.deadline || apiDown();
  const admin: pg.Client = await connect(options.serverUrl);
  const ctx = {
    baseUrl: started.baseUrl,
    tokens,
    state,
    record,
    apiDown,
    running: () => Date.now() < run.deadline,
  };
  console.log(`Running ${options.seconds} s at ${options.concurrency} concurrent callers...`);
  const terminating = runTerminator({
    db: admin,
    database,
    count: options.terminations,
    seconds: options.seconds,
    rng: seeds.fork(options.concurrency),
    stopped: over,
  });
  let callersDone = false;
  const deactivating = runDeactivator({
    baseUrl: started.baseUrl,
    tokens,
    state,
    until: () => callersDone || apiDown(),
  });
  await Promise.all(
    Array.from({ length: options.concurrency }, (_, i) =>
      runCaller(ctx, seeds.fork(i), i, options.seed),
    ),
  );
  callersDone = true;
  const [terminations, deactivations] = await Promise.all([terminating, deactivating]);
  await admin.end();

  const checkDb = await connect(url);
  let checks: Check[];
  let vault: string;
  try {
    vault = await vaultLine(checkDb);
    checks = await runChecks({
      db: checkDb,
      record,
      baseline: fixtures.baselineTransactionId,
      callers: [fixtures.staff.userId, ...fixtures.reactivating.map((c) => c.login.userId)],
    });
  } finally {
    await checkDb.end();
  }
  const exited = run.interrupted ? null : started.exited();
  checks.push({
    name: 'the API process stays up',
    violations: exited ? 1 : 0,
    samples: exited ? [`it ended (${exited}); see ${logPath}`] : [],
  });

  console.log('');
  console.log(
    runLine({
      seconds: options.seconds,
      concurrency: options.concurrency,
      seed: options.seed,
      record,
      terminations,
      deactivations,
    }),
  );
  console.log(vault);
  console.log(`${apiLogLine(readFileSync(logPath, 'utf8'))} (${logPath})`);
  console.log('');
  console.log(requestsTable(record));
  console.log('');
  console.log(checksTable(checks));
  if (exited) {
    const tail = readFileSync(logPath, 'utf8').trimEnd().split('\n').slice(-15);
    console.log(`\nThe API's last log lines:\n${tail.join('\n')}`);
  }
  failed = checks.some((c) => c.violations > 0 && !c.informational);
  console.log(failed ? '\nBANK TEST FAILED' : '\nBank test passed: the ledger holds.');
} catch (err) {
  failed = true;
  console.error('The bank test could not run:', err);
} finally {
  await api?.stop();
  if (options.keepDatabase) {
    console.log(`Database kept: ${url}`);
  } else {
    await dropDatabase(options.serverUrl, database);
  }
}
process.exit(failed ? 1 : 0);
