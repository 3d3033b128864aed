import type { FastifyBaseLogger } from 'fastify';
import type { EmailSender } from '../adapters/email/email-sender';
import type { Database } from '../db/database';

export interface JobContext {
  db: Database;
  /** From the jobs plugin's clock, so tests choose the time a run sees. */
  now: Date;
  log: FastifyBaseLogger;
  /** The app's outgoing mail. */
  email: EmailSender;
}

export interface JobDefinition {
  /** The pg-boss queue name: letters, digits, hyphens. */
  name: string;
  /** Five-field cron in UTC; pg-boss's finest step is one minute. */
  cron: string;
  /** What it returns is kept as the job's output. */
  handler: (context: JobContext) => Promise<unknown>;
}
