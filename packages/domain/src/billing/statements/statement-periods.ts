/**
 * A statement's period as calendar dates in UTC (decision 0038): `start` and `end` are
 * inclusive YYYY-MM-DD; the ledger movements it covers are those whose create date falls in
 * [start 00:00 UTC, the day after end 00:00 UTC).
 */
export interface StatementPeriod {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

const dateOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The first day (YYYY-MM-DD) of the UTC month of a moment. */
export const monthStartOf = (moment: Date): string =>
  isoDate(new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), 1)));

/** The calendar month starting on `start` (YYYY-MM-01). */
export function monthPeriod(start: string): StatementPeriod {
  const first = dateOf(start);
  const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  return { start, end: isoDate(new Date(next.getTime() - DAY_MS)) };
}

/** The instants a period covers: from its start, up to (not including) the day after its end. */
export function periodBounds(period: StatementPeriod): { from: Date; until: Date } {
  return { from: dateOf(period.start), until: new Date(dateOf(period.end).getTime() + DAY_MS) };
}

/**
 * Every calendar month that is over at `now` (UTC), from the month of `firstMovement` on,
 * oldest first: the months a client's monthly statements cover.
 */
export function closedMonthsSince(firstMovement: Date, now: Date): StatementPeriod[] {
  const months: StatementPeriod[] = [];
  const current = monthStartOf(now);
  for (let start = monthStartOf(firstMovement); start < current;) {
    const month = monthPeriod(start);
    months.push(month);
    start = isoDate(new Date(periodBounds(month).until));
  }
  return months;
}

/**
 * A cancellation statement's period: from the start of the current month (or of the effective
 * date's month, when that is earlier) to the effective date.
 */
export function cancellationPeriod(effectiveDate: string, now: Date): StatementPeriod {
  const effectiveMonth = monthStartOf(dateOf(effectiveDate));
  const currentMonth = monthStartOf(now);
  return {
    start: effectiveMonth < currentMonth ? effectiveMonth : currentMonth,
    end: effectiveDate,
  };
}

/** 'YYYY-MM' of a period, as statement file names show it. */
export const periodMonth = (period: StatementPeriod): string => period.start.slice(0, 7);

/** The first day of the UTC month before the month of `now`: the last closed month. */
export const lastClosedMonthStart = (now: Date): string =>
  monthStartOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
