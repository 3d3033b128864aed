/**
 * Statements (issue 15, decision 0038): a monthly statement of each closed calendar month (UTC),
 * and a cancellation statement from the start of the month to a cancellation's effective date.
 */
export const STATEMENT_KINDS = ['monthly', 'cancellation'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** GET /api/billing/{id}/statements sorts, the seed's `-field` style; newest written first. */
export const STATEMENT_SORTS = [
  '-createDate',
  'createDate',
  '-periodStart',
  'periodStart',
] as const;
export type StatementSort = (typeof STATEMENT_SORTS)[number];
export const DEFAULT_STATEMENT_SORT: StatementSort = '-createDate';

export const STATEMENTS_PAGE_SIZE = 10;
export const STATEMENTS_MAX_PAGE_SIZE = 100;

export const STATEMENT_MESSAGES = {
  notFound: 'Statement not found',
  noStatements: 'No statements yet',
  noCancelStatements: 'No cancellation statements',
  noLastStatement: 'No statement has been written yet',
  downloadFailed: 'Failed to download the statement',
} as const;

export const STATEMENT_KIND_LABELS: Record<StatementKind, string> = {
  monthly: 'Monthly',
  cancellation: 'Cancellation',
};

/** The file a statement downloads as: statement-<client>-<yyyy-mm>.pdf (its period's month). */
export const statementFileName = (statement: { clientId: number; periodStart: string }): string =>
  `statement-${statement.clientId}-${statement.periodStart.slice(0, 7)}.pdf`;
