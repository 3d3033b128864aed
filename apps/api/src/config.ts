import path from 'node:path';
import type { AuthnetSettings } from './adapters/card-vault/authnet-card-vault';

/** The card vault: the embedded sandbox, or Authorize.Net when AUTHNET_API_LOGIN_ID is set. */
export type CardVaultConfig = { kind: 'sandbox' } | { kind: 'authnet'; settings: AuthnetSettings };

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
  /** Where cards are kept and charged (decision 0031). */
  cardVault: CardVaultConfig;
  /** The telephony port of inbound calls (decision 0033). */
  telephony: TelephonyConfig;
  /** Where lead posts to CRM systems go, and the secret that signs them (decision 0037). */
  crm: CrmConfig;
  /** The e-mail port's transport and From address (decisions 0080, 0084). */
  email: EmailConfig;
}

export interface EmailConfig {
  /** The From address of every e-mail the portal sends. */
  from: string;
  /** 'outbox' keeps mail in mail_outbox (events played at once); 'smtp' sends it (decision 0084). */
  transport: 'outbox' | 'smtp';
  /** smtp://user:password@host:port (smtps:// for TLS from the start); required with smtp. */
  smtpUrl: string | null;
  /**
   * The provider's public key (base64 DER, ECDSA P-256) its event webhook signs with; null: the
   * webhook refuses every event.
   */
  webhookPublicKey: string | null;
  /** How old a signed event batch may be, in seconds (a replay later is refused). */
  webhookMaxAgeSeconds: number;
}

function emailConfig(env: NodeJS.ProcessEnv): EmailConfig {
  const transport = env.EMAIL_TRANSPORT ?? 'outbox';
  if (transport !== 'outbox' && transport !== 'smtp') {
    throw new Error(`EMAIL_TRANSPORT must be outbox or smtp, not ${transport}`);
  }
  if (transport === 'smtp' && !env.EMAIL_SMTP_URL) {
    throw new Error('EMAIL_TRANSPORT=smtp needs EMAIL_SMTP_URL, smtp://user:password@host:port');
  }
  return {
    from: env.EMAIL_FROM || 'Client Admin <no-reply@clientadmin.example.com>',
    transport,
    smtpUrl: env.EMAIL_SMTP_URL || null,
    webhookPublicKey: env.EMAIL_WEBHOOK_PUBLIC_KEY || null,
    webhookMaxAgeSeconds: positiveInteger(env.EMAIL_WEBHOOK_MAX_AGE_SECONDS, 600),
  };
}

export interface CrmConfig {
  /** 'outbox' keeps posts in crm_post_outbox; 'http' sends them to https://{domain}. */
  delivery: 'outbox' | 'http';
  /** HMAC-SHA256 key of the X-Lead-Signature header; null signs with a key made per process. */
  signingSecret: string | null;
  timeoutMs: number;
}

function crmConfig(env: NodeJS.ProcessEnv): CrmConfig {
  const delivery = env.CRM_DELIVERY ?? 'outbox';
  if (delivery !== 'outbox' && delivery !== 'http') {
    throw new Error(`CRM_DELIVERY must be outbox or http, not ${delivery}`);
  }
  if (delivery === 'http' && !env.CRM_SIGNING_SECRET) {
    throw new Error('CRM_DELIVERY=http needs CRM_SIGNING_SECRET, the key CRMs check posts with');
  }
  return {
    delivery,
    signingSecret: env.CRM_SIGNING_SECRET || null,
    timeoutMs: Number(env.CRM_TIMEOUT_MS ?? 10_000),
  };
}

export type TelephonyConfig =
  | {
      kind: 'embedded';
      /** Seed of the simulated outcomes per dialed number. */
      seed: number;
      /** Simulated seconds per real second (Infinity: every event at once). */
      speed: number;
    }
  | { kind: 'twilio'; accountSid: string; authToken: string; fromNumber: string; apiUrl: string };

function telephonyConfig(env: NodeJS.ProcessEnv): TelephonyConfig {
  if (env.TELEPHONY === 'twilio') {
    const [accountSid, authToken, fromNumber] = [
      env.TWILIO_ACCOUNT_SID,
      env.TWILIO_AUTH_TOKEN,
      env.TWILIO_FROM_NUMBER,
    ];
    if (!accountSid || !authToken || !fromNumber) {
      throw new Error(
        'TELEPHONY=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER',
      );
    }
    const apiUrl = (env.TWILIO_API_URL || 'https://api.twilio.com').replace(/\/$/, '');
    return { kind: 'twilio', accountSid, authToken, fromNumber, apiUrl };
  }
  const speed = Number(env.TELEPHONY_SIM_SPEED ?? 10);
  const seed = Number(env.TELEPHONY_SIM_SEED ?? 16);
  return {
    kind: 'embedded',
    seed: Number.isInteger(seed) ? seed : 16,
    speed: speed > 0 ? speed : 10,
  };
}

function cardVaultConfig(env: NodeJS.ProcessEnv): CardVaultConfig {
  if (!env.AUTHNET_API_LOGIN_ID) return { kind: 'sandbox' };
  return {
    kind: 'authnet',
    settings: {
      apiLoginId: env.AUTHNET_API_LOGIN_ID,
      transactionKey: env.AUTHNET_TRANSACTION_KEY ?? '',
      clientKey: env.AUTHNET_CLIENT_KEY ?? '',
      environment: env.AUTHNET_ENVIRONMENT === 'production' ? 'production' : 'sandbox',
      ...(env.AUTHNET_API_URL ? { apiUrl: env.AUTHNET_API_URL } : {}),
    },
  };
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
    cardVault: cardVaultConfig(env),
    telephony: telephonyConfig(env),
    crm: crmConfig(env),
    email: emailConfig(env),
  };
}

export function embeddedIssuer(config: AppConfig): string {
  return `${config.publicUrl}/oidc`;
}

export function issuerOf(config: AppConfig): string {
  return config.oidcIssuer ?? embeddedIssuer(config);
}
