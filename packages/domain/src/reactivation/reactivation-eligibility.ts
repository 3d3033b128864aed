import { isActiveClientStatus } from '../client-status';

/** Statuses that must go through collections or a new signup instead of self-service. */
export const REACTIVATION_INELIGIBLE_STATUSES: readonly string[] = ['CANCEL_BADDEBT', 'COLLECTION'];

/**
 * The seeds leave eligibility to the server (000 §4, decision 0036): any inactive client may
 * reactivate itself, except one cancelled for bad debt or in collection.
 */
export function isEligibleForReactivation(status: string): boolean {
  return !isActiveClientStatus(status) && !REACTIVATION_INELIGIBLE_STATUSES.includes(status);
}

/**
 * Whether the inactive alert and its dialog are offered (000 §2.4): an inactive client, never to
 * staff, and not when the flag stored for the client says not to.
 */
export function offersReactivation(input: {
  isActive: boolean;
  isStaff: boolean;
  hiddenByStoredFlag: boolean;
}): boolean {
  return !input.isActive && !input.isStaff && !input.hiddenByStoredFlag;
}
