import { z } from 'zod';
import { STATEMENT_LINES } from '@client-admin/domain/billing/statements/statement-arithmetic';
import {
  DEFAULT_STATEMENT_SORT,
  STATEMENT_KINDS,
  STATEMENT_SORTS,
  STATEMENTS_MAX_PAGE_SIZE,
  STATEMENTS_PAGE_SIZE,
} from '@client-admin/domain/billing/statements/statement-constants';
import { billingStatementCalls as calls } from './billing.calls';
import { operation } from './call-table';
import { paged } from './common';
import { idParam, pageQuery, queryInteger } from './schema-builders';

/**
 * Statements on the wire (decision 0038): periods as UTC calendar dates (YYYY-MM-DD, both
 * inclusive), amounts in dollars, signed (money out of a balance is negative).
 */

export const productStatement = z.object({
  productType: z.number().int(),
  productName: z.string(),
  opening: z.number(),
  /** What each kind of movement did to the balance during the period. */
  lines: z.object(
    Object.fromEntries(STATEMENT_LINES.map((line) => [line, z.number()])),
  ) as z.ZodObject<Record<(typeof STATEMENT_LINES)[number], z.ZodNumber>>,
  closing: z.number(),
});
export type ProductStatementAnswer = z.infer<typeof productStatement>;

export const statement = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  kind: z.enum(STATEMENT_KINDS),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** When the statement was written (ISO date and time). */
  createDate: z.string(),
  products: z.array(productStatement),
});
export type Statement = z.infer<typeof statement>;

export const statementsResponse = paged(statement);
export type StatementsResponse = z.infer<typeof statementsResponse>;

/** GET /api/billing/{id}/statements: statements whose period meets [from, to]. */
export const statementsQuery = z
  .object({
    from: z.iso.date('from must be a date (YYYY-MM-DD)').optional(),
    to: z.iso.date('to must be a date (YYYY-MM-DD)').optional(),
    page: pageQuery.default(1),
    pageSize: queryInteger({
      min: 1,
      max: STATEMENTS_MAX_PAGE_SIZE,
      message: `pageSize must be between 1 and ${STATEMENTS_MAX_PAGE_SIZE}`,
    }).default(STATEMENTS_PAGE_SIZE),
    sortBy: z
      .enum(STATEMENT_SORTS, `sortBy must be one of ${STATEMENT_SORTS.join(', ')}`)
      .default(DEFAULT_STATEMENT_SORT),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'to must not be before from',
  });
export type StatementsQuery = z.input<typeof statementsQuery>;
export type StatementsFilter = z.output<typeof statementsQuery>;

/** GET /api/billing/{id}/last-statement: both null when the client has no statement yet. */
export const lastStatementResponse = z.object({
  createDate: z.string().nullable(),
  statement: statement.nullable(),
});
export type LastStatementResponse = z.infer<typeof lastStatementResponse>;

/** One cancellation statement: the period it closed and each product's final balance. */
export const cancelStatementSummary = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  periodStart: z.string(),
  /** The cancellation's effective date. */
  effectiveDate: z.string(),
  createDate: z.string(),
  balances: z.array(
    z.object({ productType: z.number().int(), productName: z.string(), balance: z.number() }),
  ),
});
export type CancelStatementSummary = z.infer<typeof cancelStatementSummary>;

const idParams = z.object({ id: idParam });

export const billingStatementOperations = {
  getStatements: operation(calls.getStatements, {
    params: idParams,
    query: statementsQuery,
    response: statementsResponse,
  }),
  getLastStatement: operation(calls.getLastStatement, {
    params: idParams,
    response: lastStatementResponse,
  }),
  getCancelStatementSummaries: operation(calls.getCancelStatementSummaries, {
    params: idParams,
    response: z.array(cancelStatementSummary),
  }),
  getStatementPdf: operation(calls.getStatementPdf, {
    params: z.object({ id: idParam, statementId: idParam }),
    // application/pdf bytes, sent as they are (Fastify never serializes a Buffer).
    response: z
      .custom<Uint8Array>((bytes) => bytes instanceof Uint8Array)
      .meta({ description: 'application/pdf' }),
  }),
};
