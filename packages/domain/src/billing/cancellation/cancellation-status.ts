import { CANCELLED_STATUSES, type ClientStatus } from '../../client-status';

/**
 * A client's status when its cancellation applies: Cancelled (CANCEL) from any status, except
 * that a client already cancelled (bad debt included) keeps the status it has.
 */
export const isClientCancelled = (status: string): boolean =>
  (CANCELLED_STATUSES as readonly string[]).includes(status);

export function clientStatusWhenCancelled(status: string): string {
  return isClientCancelled(status) ? status : ('CANCEL' satisfies ClientStatus);
}
