// npm test: the whole suite — lint, typecheck, unit (domain, web), API on PGlite, API on the
// PostgreSQL server named by DATABASE_URL (when set), the first-load size budget of the built web
// app, and the Playwright journeys in Chromium.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './run.mjs';
import { buildWebIfNeeded } from './web-build.mjs';
import { findChromium } from './find-chromium.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'client-admin-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
let uncountedFailures = 0;
const { DATABASE_URL, ...envWithoutDatabase } = process.env;

function countVitest(file) {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  return true;
}

async function step(name, fn) {
  console.log(`\n=== ${name} ===`);
  const failedBefore = totals.failed;
  try {
    await fn();
  } catch (err) {
    failures.push(name);
    // A step that failed outside its tests (lint, a crashed runner) still counts as a failure.
    if (totals.failed === failedBefore) uncountedFailures += 1;
    console.error(`${name} failed: ${err.message}`);
  }
}

const vitest = (name, args, env) => {
  const out = path.join(reports, `${name}.json`);
  return run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { env },
  ).finally(() => {
    if (!countVitest(out)) totals.failed += 1;
  });
};

// Lint and typecheck need no database and each keeps about one core busy: side by side on two.
await Promise.all([
  step('lint', () =>
    run('npx', ['eslint', '.']).then(() => run('npx', ['prettier', '--check', '.'])),
  ),
  step('typecheck', () => run('npx', ['tsc', '-b'])),
]);
await step('unit and API tests (PGlite)', () =>
  vitest('vitest-pglite', [], { ...envWithoutDatabase, DATABASE_URL: '' }),
);
if (DATABASE_URL) {
  await step(`API tests (PostgreSQL at ${new URL(DATABASE_URL).host})`, () =>
    vitest('vitest-postgres', ['--project', 'api'], { DATABASE_URL }),
  );
} else {
  console.log('\nDATABASE_URL not set: the API suite ran on PGlite only.');
}
// A size check on the build, not a timing (DESIGN.md "Budgets", docs/decisions/0026).
await step('first-load JavaScript budget (built web app)', async () => {
  await buildWebIfNeeded();
  await run('node', ['scripts/check-bundle-budget.mjs']);
});
await step('browser journeys (Playwright, Chromium)', async () => {
  await buildWebIfNeeded();
  const chromium = findChromium();
  const out = path.join(reports, 'playwright.json');
  await run(
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
    {
      env: {
        ...envWithoutDatabase,
        DATABASE_URL: '',
        // The journeys' server makes its own fresh database on the same PostgreSQL server.
        ...(DATABASE_URL ? { E2E_DATABASE_URL: DATABASE_URL } : {}),
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      },
    },
  ).finally(() => {
    if (!countPlaywright(out)) totals.failed += 1;
  });
});

console.log(`\nSteps failed: ${failures.length ? failures.join('; ') : 'none'}`);
console.log(
  `total: ${totals.passed} passed, ${totals.failed + uncountedFailures} failed, ${totals.skipped} skipped`,
);
process.exitCode = failures.length ? 1 : 0;
