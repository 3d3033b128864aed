import type { Database } from '../../db/database';
import { errorReports } from '../../db/schema/error-reports';
import type { ErrorReportEntry, ErrorReporter } from './error-reporter';

/** The embedded default: reports go to the error_reports table. */
export function createTableErrorReporter(db: Database): ErrorReporter {
  return {
    kind: 'embedded',
    async report(entry: ErrorReportEntry) {
      await db.insert(errorReports).values(entry);
    },
  };
}
