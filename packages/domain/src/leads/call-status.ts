/**
 * The call log's status of a call leg (decision 0033's leg statuses): a leg ringing or connected
 * is the spec's Ongoing (seed 001 §2); the final ones read as a person says them.
 */
export const CALL_STATUS_LABELS = {
  ringing: 'Ongoing',
  answered: 'Ongoing',
  completed: 'Completed',
  busy: 'Busy',
  'no-answer': 'No answer',
  failed: 'Failed',
} as const;

export type CallLegStatus = keyof typeof CALL_STATUS_LABELS;
export type CallLogStatus = (typeof CALL_STATUS_LABELS)[CallLegStatus];

export const callLogStatus = (status: CallLegStatus): CallLogStatus => CALL_STATUS_LABELS[status];

export const isOngoing = (status: CallLegStatus): boolean => callLogStatus(status) === 'Ongoing';
