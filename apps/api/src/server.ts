import './heap-flags';
import pino from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { syncReferenceData } from './db/seed/reference-data';
import { syncFeatureFlags } from './db/seed/feature-flags';
import { seedDemoDataIfEmpty } from './db/seed/demo';
import { DEMO_PASSWORD } from './db/seed/demo-logins';
import { buildApp } from './app';
import { createAppLogger } from './logger';

const config = loadConfig();
// Log lines and the demo logins share one stdout writer, so they appear in the order written.
const stdout = pino.destination({ dest: 1, sync: false });
// One logger for the database pool and the app: the same redaction and serializers for both.
const logger = createAppLogger({ level: config.logLevel, stream: stdout });
// The last guard: a promise rejected where nothing awaits it (a library's fire-and-forget query on
// a dropped connection) fails that work only, where Node 20 would end the process and every
// request in it. Logged as an error, so it is found and handled where it began.
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
const database = await openDatabase({ ...config, logger });
try {
  await migrate(database);
} catch (err) {
  console.error('Database migration failed:', err);
  process.exit(1);
}
await syncReferenceData(database.db);
await syncFeatureFlags(database.db);
const app = await buildApp({ config, database, logger });
const logins = config.seedDemoData
  ? await seedDemoDataIfEmpty(database.db, config.publicUrl)
  : null;
if (logins) app.log.info({ logins: logins.length }, 'demo data seeded');
await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
app.log.info(`Client Admin at ${config.publicUrl} (database: ${database.kind})`);
if (logins) {
  // Plain text for the person who just ran npm start, last so it is not lost in the build output.
  stdout.write(
    `\nDemo logins (password ${DEMO_PASSWORD}):\n${logins.map((l) => `  ${l}`).join('\n')}\n\n`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
