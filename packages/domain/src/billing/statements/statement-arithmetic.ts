import { PRODUCT_TYPES, type ProductType } from '../billing-constants';
import type { MovementKind } from '../movement-kinds';
import type { StatementPeriod } from './statement-periods';

/**
 * The lines of a statement (decision 0038): what each kind of movement did to a product's
 * balance during the period, signed cents (money in positive, money out negative).
 */
export const STATEMENT_LINES = [
  'deposits',
  'promos',
  'subsidies',
  'credits',
  'leadCharges',
  'charges',
  'refunds',
  'transfersIn',
  'transfersOut',
] as const;
export type StatementLine = (typeof STATEMENT_LINES)[number];

export const STATEMENT_LINE_LABELS: Record<StatementLine, string> = {
  deposits: 'Deposits, card charges and recharges',
  promos: 'Promos',
  subsidies: 'Subsidies',
  credits: 'Credits',
  leadCharges: 'Lead charges',
  charges: 'Charges',
  refunds: 'Refunds',
  transfersIn: 'Transfers in',
  transfersOut: 'Transfers out',
};

/** Movements from one client balance to another: their lines go by direction. */
const BETWEEN_BALANCES = ['TRANSFER', 'GROUP_BALANCE_TRANSFER', 'GROUP_DEBT_REPLACEMENT'] as const;
type BetweenBalances = (typeof BETWEEN_BALANCES)[number];

const isBetweenBalances = (kind: MovementKind): kind is BetweenBalances =>
  (BETWEEN_BALANCES as readonly MovementKind[]).includes(kind);

const LINE_OF_KIND: Record<Exclude<MovementKind, BetweenBalances>, StatementLine> = {
  DEPOSIT: 'deposits',
  CARD_CHARGE: 'deposits',
  RECHARGE: 'deposits',
  PROMO: 'promos',
  SUBSIDY: 'subsidies',
  CREDIT: 'credits',
  LEAD_CHARGE: 'leadCharges',
  CHARGE: 'charges',
  REFUND: 'refunds',
};

/** The line a client-balance entry of a movement counts on; transfers split by direction. */
export function lineOf(kind: MovementKind, amountCents: number): StatementLine {
  if (isBetweenBalances(kind)) return amountCents > 0 ? 'transfersIn' : 'transfersOut';
  return LINE_OF_KIND[kind];
}

/** The sum of a client's balance entries of one product, kind and direction in a period. */
export interface MovementTotal {
  productType: ProductType;
  kind: MovementKind;
  /** Signed cents. */
  cents: number;
}

export type Balances = Partial<Record<ProductType, number>>;

export interface ProductStatement {
  productType: ProductType;
  openingCents: number;
  lines: Record<StatementLine, number>;
  closingCents: number;
}

const emptyLines = (): Record<StatementLine, number> =>
  Object.fromEntries(STATEMENT_LINES.map((line) => [line, 0])) as Record<StatementLine, number>;

/** What a product's lines add up to: closing = opening + every line. */
export const linesTotal = (lines: Record<StatementLine, number>): number =>
  STATEMENT_LINES.reduce((sum, line) => sum + lines[line], 0);

/** One statement per product (Web, Call, always both): opening, lines, closing. */
export function productStatements(
  opening: Balances,
  movements: readonly MovementTotal[],
): ProductStatement[] {
  return PRODUCT_TYPES.map((productType) => {
    const lines = emptyLines();
    for (const movement of movements) {
      if (movement.productType === productType) {
        lines[lineOf(movement.kind, movement.cents)] += movement.cents;
      }
    }
    const openingCents = opening[productType] ?? 0;
    return { productType, openingCents, lines, closingCents: openingCents + linesTotal(lines) };
  });
}

/** The balances movements leave, starting from `opening`: the next period's opening. */
export function balancesAfter(opening: Balances, movements: readonly MovementTotal[]): Balances {
  const balances: Balances = { ...opening };
  for (const movement of movements) {
    balances[movement.productType] = (balances[movement.productType] ?? 0) + movement.cents;
  }
  return balances;
}

/** Movement totals of one UTC month (YYYY-MM-01). */
export interface MonthTotal extends MovementTotal {
  month: string;
}

/**
 * The product statements of periods made of whole months' totals (each period starts on the
 * first of a month): the months before a period make its opening, the months it spans its lines.
 * `totals` must not reach past the end of the periods asked for.
 */
export function periodStatements(
  totals: readonly MonthTotal[],
  periods: readonly StatementPeriod[],
): ProductStatement[][] {
  return periods.map((period) => {
    const opening = balancesAfter(
      {},
      totals.filter((t) => t.month < period.start),
    );
    const within = totals.filter((t) => t.month >= period.start && t.month <= period.end);
    return productStatements(opening, within);
  });
}
