import type { Transaction } from '@client-admin/contracts/billing';
import { toCents } from '@client-admin/domain/money';
import type { DayRange } from '@client-admin/domain/day-range';
import { portalDayEnd, portalDayStart } from '@client-admin/domain/range-bounds';

export interface BalancePoint {
  /** Epoch milliseconds. */
  at: number;
  cents: number;
}

interface HistoryInput {
  /** Today's balance of the product, dollars. */
  balance: number;
  /** That product's lines from the range's start until now, any order. */
  lines: readonly Pick<Transaction, 'Amount' | 'CreateDate'>[];
  range: DayRange;
  now: number;
}

/**
 * A product's balance over a date range as steps: walking back from today's balance, each line
 * undone gives the balance before it. The first point is the range's start, then the balance
 * after each line of the range, then the range's end (today at the latest).
 */
export function balanceHistory({ balance, lines, range, now }: HistoryInput): BalancePoint[] {
  // The range's days are the portal's, as the lines were asked for (decision 0054): a line of a
  // New York evening, already the next day in UTC, is inside today.
  const start = portalDayStart(range.from).getTime();
  const end = Math.max(start, Math.min(now, portalDayEnd(range.to).getTime()));
  const newestFirst = lines
    .map((line) => ({ at: Date.parse(line.CreateDate), cents: toCents(line.Amount) }))
    .sort((a, b) => b.at - a.at);
  let cents = toCents(balance);
  const inRange: BalancePoint[] = [];
  for (const line of newestFirst) {
    if (line.at < start) break;
    if (line.at < end) inRange.push({ at: line.at, cents });
    cents -= line.cents;
  }
  const atEnd = inRange[0]?.cents ?? cents;
  return [{ at: start, cents }, ...inRange.reverse(), { at: end, cents: atEnd }];
}
