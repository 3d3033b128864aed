import { CREDIT_MESSAGES as M } from './credit-messages';

export interface DialerRanges {
  lowCR?: number | undefined;
  highCR?: number | undefined;
  lowCost?: number | undefined;
  highCost?: number | undefined;
}

export type DialerFilterProblem = { field: 'lowCR' | 'lowCost'; message: string };

/**
 * Seed 002 §6: the credit dialer filters by the client's credit rate (lowCR..highCR, percent) and
 * the lead's cost (lowCost..highCost, dollars); each range's low end may not pass its high end.
 */
export function dialerFilterProblems(ranges: DialerRanges): DialerFilterProblem[] {
  const problems: DialerFilterProblem[] = [];
  const inverted = (low?: number, high?: number) =>
    low !== undefined && high !== undefined && low > high;
  if (inverted(ranges.lowCR, ranges.highCR)) {
    problems.push({ field: 'lowCR', message: M.lowAboveHigh });
  }
  if (inverted(ranges.lowCost, ranges.highCost)) {
    problems.push({ field: 'lowCost', message: M.lowAboveHigh });
  }
  return problems;
}
