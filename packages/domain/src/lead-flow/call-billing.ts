/**
 * When a connected call is billable (issue 16, decision 0033): once it has lasted the channel's
 * billTimeThreshold seconds. A channel without a threshold pays for every answered call.
 */
export const DEFAULT_BILL_TIME_THRESHOLD_SECONDS = 0;

export function isBillableCall(
  answered: boolean,
  durationSeconds: number,
  billTimeThreshold: number | null,
): boolean {
  if (!answered) return false;
  const threshold = Math.max(billTimeThreshold ?? DEFAULT_BILL_TIME_THRESHOLD_SECONDS, 0);
  return durationSeconds >= threshold;
}

/** The penalty a missed call costs the client: the channel's missedCallPenalty, none when 0. */
export const missedCallPenaltyCents = (penaltyCents: number | null): number | null =>
  penaltyCents !== null && penaltyCents > 0 ? penaltyCents : null;
