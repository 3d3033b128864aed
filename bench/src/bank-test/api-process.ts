import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { healthCalls } from '@client-admin/contracts/health.calls';

/** The API's own Node flag (scripts/api-process.mjs, decision 0042). */
const API_NODE_FLAGS = ['--max-semi-space-size=64'];

export interface ApiProcess {
  baseUrl: string;
  /** The API process's id (its CPU time is read from /proc by the intake load). */
  pid: number;
  logPath: string;
  /** Set when the process ended by itself (not by stop()): code or signal. */
  exited: () => string | null;
  stop: () => Promise<void>;
}

/**
 * Starts the API as `npm start` serves it (apps/api/src/server.ts, its scheduled jobs included)
 * on the database, seeding its demo data, with its log in logPath; resolves once it answers
 * its health call. Watches it: an exit before stop() is recorded.
 */
export async function startApi(options: {
  /** The checkout to start it from. */
  root: string;
  databaseUrl: string;
  port: number;
  logPath: string;
  timeoutSeconds: number;
}): Promise<ApiProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const log = createWriteStream(options.logPath);
  const child: ChildProcess = spawn(
    process.execPath,
    [...API_NODE_FLAGS, '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: options.root,
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        SEED_DEMO_DATA: 'true',
        OIDC_ISSUER: '',
        AUTHNET_API_LOGIN_ID: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let exit: string | null = null;
  let stopping = false;
  const ended = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      if (!stopping) exit = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve();
    });
  });

  const deadline = Date.now() + options.timeoutSeconds * 1000;
  for (;;) {
    if (exit) throw new Error(`The API exited while starting (${exit}); see ${options.logPath}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not answer within ${options.timeoutSeconds} s`);
    }
    try {
      const res = await fetch(`${baseUrl}${healthCalls.getHealth.path}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return {
    baseUrl,
    pid: child.pid!,
    logPath: options.logPath,
    exited: () => exit,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await ended;
        clearTimeout(timer);
      }
      log.end();
    },
  };
}
