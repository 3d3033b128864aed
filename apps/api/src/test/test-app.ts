import { eq, sql } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { loadConfig, embeddedIssuer, type AppConfig } from '../config';
import { buildApp, type App } from '../app';
import { createAppLogger } from '../logger';
import type { JobsOptions } from '../jobs/jobs.plugin';
import { signAccessToken } from '../adapters/identity/access-token';
import { userRoles, users } from '../db/schema/identity';
import { openSeededTestDatabase } from './seeded-template';
import { testRequests, type TestRequests } from './test-requests';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export interface TestApp extends TestRequests {
  app: App;
  config: AppConfig;
  /** A bearer token for a demo login, shaped and signed as the embedded issuer does. */
  tokenFor: (email: string, options?: { expiresIn?: string | number }) => Promise<string>;
  /** Authorization header for a demo login. */
  as: (email: string) => Promise<{ authorization: string }>;
  close: () => Promise<void>;
}

/** The app on a fresh database with reference and demo data, as `npm start` would have it. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: { logStream?: DestinationStream; jobs?: JobsOptions } = {},
): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, SEED_DEMO_DATA: 'false' }),
    dataDir: null,
    databaseUrl: null,
    ...overrides,
  };
  // One logger for the app and its database pool, as server.ts has; silent unless a test reads it.
  const logger = createAppLogger({
    level: options.logStream ? config.logLevel : 'silent',
    stream: options.logStream,
  });
  const database = await openSeededTestDatabase(logger);
  // No queue unless a test asks: pg-boss's schema and polling would slow every other file.
  const app = await buildApp({
    config,
    database,
    ...(options.logStream ? { logger } : {}),
    jobs: { queue: false, ...options.jobs },
  });
  await app.ready();

  const tokenFor: TestApp['tokenFor'] = async (email, options = {}) => {
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (!user) throw new Error(`no demo login ${email}`);
    const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    const key = app.signingKeys?.privateJwks[0];
    if (!key) throw new Error('the test app runs the embedded issuer');
    return signAccessToken(
      key,
      {
        sub: user.id,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`,
        given_name: user.firstName,
        family_name: user.lastName,
        roles: roles.map((r) => r.role),
      },
      { issuer: embeddedIssuer(config), audience: config.oidcAudience, ...options },
    );
  };

  return {
    ...testRequests(app),
    app,
    config,
    tokenFor,
    as: async (email) => ({ authorization: `Bearer ${await tokenFor(email)}` }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
