import type { Database } from '../../db/database';
import type { ErrorReporter } from './error-reporter';
import { createSentryErrorReporter } from './sentry-error-reporter';
import { createTableErrorReporter } from './table-error-reporter';

/** The table always keeps a copy (developers read it in the app); SENTRY_DSN adds Sentry. */
export function createErrorReporter(db: Database, sentryDsn: string | null): ErrorReporter {
  const table = createTableErrorReporter(db);
  if (!sentryDsn) return table;
  const sentry = createSentryErrorReporter(sentryDsn);
  return {
    kind: 'embedded+sentry',
    async report(entry) {
      await table.report(entry);
      await sentry.report(entry);
    },
  };
}
