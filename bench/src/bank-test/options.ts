import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The bank test's settings: environment variables, each also a flag (`--seconds=30` after
 * `npm run bank-test -w @client-admin/bench --`); a flag wins over its variable.
 */
export interface BankTestOptions {
  /** The PostgreSQL server's URL; the test makes its own database on it. */
  serverUrl: string;
  seconds: number;
  concurrency: number;
  seed: number;
  /** Backend terminations spread over the run. */
  terminations: number;
  port: number;
  /** Reactivating clients (inactive card-billed demo clients), at most. */
  reactivationClients: number;
  /** Active clients that staff move money for. */
  poolClients: number;
  /** Keep the database (and print its URL) instead of dropping it. */
  keepDatabase: boolean;
  /** How long to wait for the API to migrate, seed and listen. */
  startTimeoutSeconds: number;
  /** The checkout whose apps/api/src/server.ts is started: this repository unless told. */
  apiRoot: string;
}

const SETTINGS = {
  seconds: ['BANK_SECONDS', 60],
  concurrency: ['BANK_CONCURRENCY', 40],
  seed: ['BANK_SEED', 33],
  terminations: ['BANK_TERMINATIONS', 10],
  port: ['BANK_PORT', 3500],
  reactivationClients: ['BANK_REACTIVATION_CLIENTS', 4],
  poolClients: ['BANK_POOL_CLIENTS', 12],
  startTimeoutSeconds: ['BANK_START_TIMEOUT_SECONDS', 240],
} as const;

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const FLAG = /^--([a-z-]+)(?:=(.*))?$/;
const camel = (flag: string) => flag.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

export function parseOptions(
  argv: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): BankTestOptions {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    const match = FLAG.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg} (flags look like --seconds=30)`);
    flags.set(camel(match[1]!), match[2] ?? 'true');
  }
  const numbers = {} as Record<keyof typeof SETTINGS, number>;
  for (const [name, [variable, fallback]] of Object.entries(SETTINGS) as [
    keyof typeof SETTINGS,
    (typeof SETTINGS)[keyof typeof SETTINGS],
  ][]) {
    const raw = flags.get(name) ?? env[variable];
    flags.delete(name);
    const value = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isInteger(value) || value < 0) {
      throw new Error(`${variable} (--${name}) must be a whole number, not ${raw}`);
    }
    numbers[name] = value;
  }
  const keep = flags.get('keepDb') ?? env.BANK_KEEP_DB;
  flags.delete('keepDb');
  const apiRoot = flags.get('apiRoot') ?? env.BANK_API_ROOT;
  flags.delete('apiRoot');
  if (flags.size > 0) throw new Error(`Unknown flag --${[...flags.keys()].join(', --')}`);
  return {
    ...numbers,
    seconds: Math.max(1, numbers.seconds),
    concurrency: Math.max(1, numbers.concurrency),
    serverUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    keepDatabase: keep !== undefined && keep !== '' && keep !== 'false' && keep !== '0',
    apiRoot: apiRoot ? path.resolve(apiRoot) : REPO_ROOT,
  };
}
