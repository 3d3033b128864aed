import type { Statement } from '@client-admin/contracts/billing-statements';
import { formatDate } from '../../../lib/format';

/** A statement's period as the screens show it: 'MM-DD-YYYY – MM-DD-YYYY'. */
export const periodLabel = (statement: Pick<Statement, 'periodStart' | 'periodEnd'>): string =>
  `${formatDate(statement.periodStart)} – ${formatDate(statement.periodEnd)}`;

/** A product's closing balance in dollars, or null when the statement has none for it. */
export const closingOf = (statement: Statement, productType: number): number | null =>
  statement.products.find((p) => p.productType === productType)?.closing ?? null;
