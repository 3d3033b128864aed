import type { FastifyBaseLogger } from 'fastify';
import type { CardVault } from '../adapters/card-vault/card-vault';
import type { CrmPoster } from '../adapters/crm/crm-poster';
import type { EmailSender } from '../adapters/email/email-sender';
import type { Database } from '../db/database';

export interface JobContext {
  db: Database;
  /** From the jobs plugin's clock, so tests choose the time a run sees. */
  now: Date;
  log: FastifyBaseLogger;
  /** The app's outgoing mail. */
  email: EmailSender;
  /** The app's CRM posts, signed (lead deliveries). */
  crm: CrmPoster;
  /** The app's card vault (automatic recharges); the jobs plugin always gives it. */
  cardVault?: CardVault;
}

export interface JobDefinition {
  /** The pg-boss queue name: letters, digits, hyphens. */
  name: string;
  /** Five-field cron in UTC; pg-boss's finest step is one minute. */
  cron: string;
  /** What it returns is kept as the job's output. */
  handler: (context: JobContext) => Promise<unknown>;
}
