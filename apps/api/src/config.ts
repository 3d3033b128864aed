import path from 'node:path';

/** Every setting the API reads, from the environment, in one place (documented in the README). */
export interface AppConfig {
  port: number;
  publicUrl: string;
  /** PGlite data folder; null keeps the database in memory (tests). */
  dataDir: string | null;
  databaseUrl: string | null;
  /** Connections the API keeps to the DATABASE_URL server at most (PGlite is one connection). */
  databasePoolSize: number;
  /** Outside OIDC issuer; null runs the embedded issuer at {publicUrl}/oidc. */
  oidcIssuer: string | null;
  oidcAudience: string;
  oidcClientId: string;
  rolesClaim: string;
  seedDemoData: boolean;
  webDistDir: string;
  logLevel: string;
  isProduction: boolean;
  /** POSTs a minute per IP on each sign-in, sign-up, forgot and reset page. */
  authRateLimitPerMinute: number;
  /** Error reports also go to Sentry when set. */
  sentryDsn: string | null;
  /** Access tokens issued for longer than this many seconds are refused. */
  accessTokenMaxLifetimeSeconds: number;
  /**
   * Proxies whose X-Forwarded-* headers are believed (addresses, CIDRs or proxy-addr names such
   * as `loopback`); false believes none, so a client cannot choose its own IP.
   */
  trustProxy: string[] | false;
}

function proxyList(value: string | undefined): string[] | false {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 ? entries : false;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    publicUrl,
    dataDir: env.DATABASE_URL ? null : path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: positiveInteger(env.DATABASE_POOL_SIZE, 20),
    oidcIssuer: env.OIDC_ISSUER || null,
    oidcAudience: env.OIDC_AUDIENCE || `${publicUrl}/api`,
    oidcClientId: env.OIDC_CLIENT_ID || 'client-admin-web',
    rolesClaim: env.OIDC_ROLES_CLAIM || 'roles',
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    isProduction: env.NODE_ENV === 'production',
    authRateLimitPerMinute: positiveInteger(env.AUTH_RATE_LIMIT_PER_MINUTE, 20),
    sentryDsn: env.SENTRY_DSN || null,
    accessTokenMaxLifetimeSeconds: positiveInteger(env.OIDC_MAX_TOKEN_LIFETIME, 3600),
    trustProxy: proxyList(env.TRUST_PROXY),
  };
}

export function embeddedIssuer(config: AppConfig): string {
  return `${config.publicUrl}/oidc`;
}

export function issuerOf(config: AppConfig): string {
  return config.oidcIssuer ?? embeddedIssuer(config);
}
