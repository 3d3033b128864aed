/** Call types of a call channel and their labels (seed 001 §3). */
export const CALL_TYPE_LABELS = {
  WarmTransfer: 'Warm Transfer',
  ColdTransfer: 'Direct Transfer',
} as const;

export type CallType = keyof typeof CALL_TYPE_LABELS;
export const CALL_TYPES = Object.keys(CALL_TYPE_LABELS) as CallType[];

export function isCallType(value: string): value is CallType {
  return Object.hasOwn(CALL_TYPE_LABELS, value);
}

/** An unknown code is shown as it is. */
export function callTypeLabel(value: string): string {
  return isCallType(value) ? CALL_TYPE_LABELS[value] : value;
}
