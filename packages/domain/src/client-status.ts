/** Client status labels of seed 000 §3, in the order staff pick them. */
export const CLIENT_STATUS_LABELS = {
  ACTIVE: 'Active',
  CANCEL: 'Cancelled',
  CANCEL_BADDEBT: 'Cancelled - Bad Debt',
  'cash cap': 'Cash Capped',
  COLLECTION: 'Collection',
  INACTIVE: 'Inactive',
  PAUSE: 'Paused',
  PAUSE_AR: 'Paused - Accounts Receivable',
  CORPORATE: 'Corporate',
  PAUSE_RECHARGE: 'Recharge',
  PAUSE_SCHED: 'Paused - Schedule',
  PENDING_CANCEL: 'Pending Cancellation',
  PENDING_IO: 'Pending IO',
  PENDING_VAL: 'Pending Validation',
  PAUSE_VAC: 'Paused - Vacation',
} as const;

export type ClientStatus = keyof typeof CLIENT_STATUS_LABELS;

export const CLIENT_STATUSES = Object.keys(CLIENT_STATUS_LABELS) as ClientStatus[];

export function isClientStatus(value: string): value is ClientStatus {
  return Object.hasOwn(CLIENT_STATUS_LABELS, value);
}

/** The label shown for a status; an unknown code is shown as it is. */
export function clientStatusLabel(status: string): string {
  return isClientStatus(status) ? CLIENT_STATUS_LABELS[status] : status;
}

/** Cancelled clients are left out of the dashboard search unless asked for. */
export const CANCELLED_STATUSES: readonly ClientStatus[] = ['CANCEL', 'CANCEL_BADDEBT'];

/** A client is active when its status is ACTIVE or CORPORATE; the rest offer reactivation. */
export function isActiveClientStatus(status: string): boolean {
  return status === 'ACTIVE' || status === 'CORPORATE';
}
