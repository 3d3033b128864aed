import { isActiveClientStatus, type ClientStatus } from '@client-admin/domain/client-status';

/** Statuses that must go through collections or a new signup instead of self-service. */
const INELIGIBLE_STATUSES: readonly string[] = [
  'CANCEL_BADDEBT',
  'COLLECTION',
] satisfies ClientStatus[];

/**
 * The seeds leave eligibility to the server: any inactive client may reactivate itself, except one
 * cancelled for bad debt or in collection.
 */
export function isEligibleForReactivation(status: string): boolean {
  return !isActiveClientStatus(status) && !INELIGIBLE_STATUSES.includes(status);
}
