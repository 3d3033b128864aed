// Calls one API read in a loop in-process (app.inject, no HTTP), so that `node --cpu-prof` sees
// the app alone: npm run profile -w @client-admin/bench -- with PROFILE_URL and DATABASE_URL set
// (the bench database after `npm run bench`). Prints the mean time and the API's CPU time a
// call; the profile lands in bench/profiles/.
import '@client-admin/api/src/heap-flags';
import { loadConfig } from '@client-admin/api/src/config';
import { openDatabase } from '@client-admin/api/src/db/database';
import { createAppLogger } from '@client-admin/api/src/logger';
import { buildApp } from '@client-admin/api/src/app';
import { staffToken } from './staff-token';

const url = process.env.PROFILE_URL;
const calls = Number(process.env.PROFILE_CALLS ?? 3000);
if (!process.env.DATABASE_URL || !url) {
  console.error('Set DATABASE_URL (the bench database) and PROFILE_URL (the read to profile).');
  process.exit(1);
}

const config = loadConfig(process.env);
const database = await openDatabase({
  ...config,
  logger: createAppLogger({ level: config.logLevel }),
});
const app = await buildApp({ config, database });
await app.ready();
const token = await staffToken(app, config);
const call = () => app.inject({ url, headers: { authorization: `Bearer ${token}` } });

for (let i = 0; i < 30; i++) await call(); // warm the caches and the JIT
const started = performance.now();
const cpuBefore = process.cpuUsage();
for (let i = 0; i < calls; i++) {
  const res = await call();
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
}
// The process's own CPU a call: what a shared machine's other load changes least.
const cpu = process.cpuUsage(cpuBefore);
const perCall = (ms: number) => (ms / calls).toFixed(3);
console.log(
  `${url}: ${perCall(performance.now() - started)} ms a call, ${perCall((cpu.user + cpu.system) / 1000)} ms of the API's CPU`,
);
await app.close();
await database.close();
