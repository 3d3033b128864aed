/**
 * A vacation pause and the client's status (seed 001 §4: creating or cancelling a pause updates
 * the client status). Ours: an ACTIVE client is Paused - Vacation (PAUSE_VAC) while a pause is
 * ACTIVE and ACTIVE again when it ends; a client of any other status keeps it.
 */
import type { ClientStatus } from '../client-status';

export function clientStatusWhenVacationStarts(status: string): string {
  return status === ('ACTIVE' satisfies ClientStatus)
    ? ('PAUSE_VAC' satisfies ClientStatus)
    : status;
}

export function clientStatusWhenVacationEnds(status: string): string {
  return status === ('PAUSE_VAC' satisfies ClientStatus)
    ? ('ACTIVE' satisfies ClientStatus)
    : status;
}
