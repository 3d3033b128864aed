/** The words of call intake, the telephony callbacks and recordings (issue 16, decision 0033). */
export const CALL_MESSAGES = {
  productCall: 'Must be 2 (a call).',
  callType: 'Must be WarmTransfer or ColdTransfer.',
  callerNumber: 'Must be a phone number of 7 to 30 digits, spaces, +, -, ., ( and ).',
  callNotFound: 'Call not found.',
  recordingNotFound: 'This call has no recording.',
  invalidSignature: 'The telephony callback signature is invalid.',
  /** A call's routing record is the vendor's lead 'call:' + its call id: a web lead took it. */
  callIdTaken: 'This call id is taken by a web lead of the vendor (call: and the call id).',
} as const;
