import type {
  CancelStatementSummary,
  ProductStatementAnswer,
  Statement,
} from '@client-admin/contracts/billing-statements';
import { PRODUCT_NAMES } from '@client-admin/domain/billing/billing-constants';
import {
  STATEMENT_LINES,
  type ProductStatement,
} from '@client-admin/domain/billing/statements/statement-arithmetic';
import { toDollars } from '@client-admin/domain/money';
import type { StatementRow } from './statements.repository';

function toProductStatement(p: ProductStatement): ProductStatementAnswer {
  return {
    productType: p.productType,
    productName: PRODUCT_NAMES[p.productType],
    opening: toDollars(p.openingCents),
    lines: Object.fromEntries(
      STATEMENT_LINES.map((line) => [line, toDollars(p.lines[line] ?? 0)]),
    ) as ProductStatementAnswer['lines'],
    closing: toDollars(p.closingCents),
  };
}

export function toStatement(row: StatementRow): Statement {
  return {
    id: row.id,
    clientId: row.clientId,
    kind: row.kind,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    createDate: row.createDate.toISOString(),
    products: row.products.map(toProductStatement),
  };
}

export function toCancelStatementSummary(row: StatementRow): CancelStatementSummary {
  return {
    id: row.id,
    clientId: row.clientId,
    periodStart: row.periodStart,
    effectiveDate: row.periodEnd,
    createDate: row.createDate.toISOString(),
    balances: row.products.map((p) => ({
      productType: p.productType,
      productName: PRODUCT_NAMES[p.productType],
      balance: toDollars(p.closingCents),
    })),
  };
}
