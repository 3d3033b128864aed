/**
 * Seed 001 §2: a call with status Ongoing is prepended to the call log when no search is active
 * and the range end is not before now. The range's end is where it stops (not included): the
 * midnight after its last day, or the date-time sent (issue 36); no end means open.
 */
export function shouldPrependOngoing(input: {
  prependOngoingCalls: boolean;
  search: string | null | undefined;
  /** Where the range ends (not included), or null for no end. */
  end: Date | null;
  now: Date;
}): boolean {
  if (!input.prependOngoingCalls) return false;
  if (input.search !== null && input.search !== undefined && input.search.trim() !== '') {
    return false;
  }
  if (input.end === null) return true;
  return input.end.getTime() > input.now.getTime();
}
