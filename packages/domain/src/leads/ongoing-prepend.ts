/**
 * Seed 001 §2: a call with status Ongoing is prepended to the call log when no search is active
 * and the range end is not before now. The range end is a day (YYYY-MM-DD, inclusive): it is
 * "not before now" while that day has not ended, i.e. today or later. No end means open.
 */
export function shouldPrependOngoing(input: {
  prependOngoingCalls: boolean;
  search: string | null | undefined;
  /** The inclusive last day of the range, YYYY-MM-DD (UTC), or null for no end. */
  to: string | null | undefined;
  now: Date;
}): boolean {
  if (!input.prependOngoingCalls) return false;
  if (input.search !== null && input.search !== undefined && input.search.trim() !== '') {
    return false;
  }
  if (input.to === null || input.to === undefined || input.to === '') return true;
  const endOfDay = Date.parse(`${input.to}T00:00:00Z`) + 86_400_000;
  return !(endOfDay <= input.now.getTime());
}
