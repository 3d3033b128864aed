import type { LeadType } from '../leads/leads-constants';

/**
 * Seed 002 §5: code-to-text lists of web credit reasons (about 45) and call credit reasons (about
 * 10), covering duplicate, bad contact, filters, policyholder, language and similar causes. The
 * seed does not show the entries; these are ours (decision 0044). A code is stored, the text shown.
 */
export const WEB_CREDIT_REASONS = {
  DUPLICATE: 'Duplicate lead',
  DUPLICATE_OTHER_CHANNEL: 'Duplicate of a lead from another channel',
  BAD_PHONE: 'Bad phone number',
  DISCONNECTED_PHONE: 'Phone disconnected',
  WRONG_NUMBER: 'Wrong number',
  BAD_EMAIL: 'Bad e-mail address',
  BAD_CONTACT: 'Bad contact information',
  FAKE_NAME: 'Fake or nonsense name',
  NO_CONTACT: 'Could not reach the consumer after several attempts',
  DID_NOT_REQUEST: 'Consumer did not request a quote',
  ALREADY_INSURED_WITH_AGENT: 'Consumer is already insured with this agent',
  POLICYHOLDER: 'Existing policyholder',
  OWN_CUSTOMER: "Agent's own customer",
  OUTSIDE_TERRITORY: 'Consumer lives outside the territory',
  WRONG_STATE: 'Wrong state',
  WRONG_ZIP: 'Wrong zip code',
  FILTER_AGE: 'Outside the age filter',
  FILTER_CREDIT: 'Outside the credit rating filter',
  FILTER_HOMEOWNER: 'Outside the home ownership filter',
  FILTER_INSURED: 'Outside the currently insured filter',
  FILTER_VEHICLES: 'Outside the vehicle count filter',
  FILTER_DRIVERS: 'Outside the driver count filter',
  FILTER_VIOLATIONS: 'Outside the violations filter',
  FILTER_OTHER: 'Outside another channel filter',
  WRONG_PRODUCT: 'Wrong insurance product',
  COMMERCIAL: 'Commercial, not personal, insurance',
  LANGUAGE: 'Consumer does not speak the language of the agent',
  MINOR: 'Consumer is under 18',
  DECEASED: 'Consumer is deceased',
  DUI: 'DUI or suspended license',
  NO_VEHICLE: 'Consumer has no vehicle',
  NO_HOME: 'Consumer does not own or rent a home',
  ALREADY_BOUGHT: 'Consumer already bought a policy',
  JOB_SEEKER: 'Consumer was looking for a job',
  COMPETITOR: 'Lead is a competitor or another agent',
  PRANK: 'Prank or test lead',
  ABUSIVE: 'Consumer was abusive',
  DO_NOT_CALL: 'Consumer asked not to be called',
  OUTSIDE_SCHEDULE: 'Delivered outside the schedule',
  OVER_CAP: 'Delivered over the cap',
  PAUSED: 'Delivered while the channel was paused',
  DELIVERY_FAILED: 'Lead was never delivered',
  LATE_DELIVERY: 'Lead was delivered late',
  INCOMPLETE: 'Lead data incomplete',
  OTHER_WEB: 'Other',
} as const;

export const CALL_CREDIT_REASONS = {
  CALL_DUPLICATE: 'Duplicate caller',
  CALL_HANG_UP: 'Caller hung up at once',
  CALL_WRONG_NUMBER: 'Caller dialled a wrong number',
  CALL_NOT_SHOPPING: 'Caller was not shopping for insurance',
  CALL_POLICYHOLDER: 'Caller is an existing policyholder',
  CALL_OUTSIDE_TERRITORY: 'Caller is outside the territory',
  CALL_LANGUAGE: 'Caller does not speak the language of the agent',
  CALL_POOR_QUALITY: 'Poor call quality',
  CALL_OUTSIDE_SCHEDULE: 'Call came outside the schedule',
  OTHER_CALL: 'Other',
} as const;

/** Why staff deny a credit (the decision's denialReason). */
export const CREDIT_DENIAL_REASONS = {
  VALID_LEAD: 'The lead is valid',
  CONSUMER_CONFIRMED: 'The consumer confirmed the request',
  OUTSIDE_WINDOW: 'Requested too late',
  NOT_COVERED: 'The reason is not covered by the credit policy',
  INSUFFICIENT_DETAIL: 'Not enough detail to decide',
  OTHER_DENIAL: 'Other',
} as const;

export type WebCreditReason = keyof typeof WEB_CREDIT_REASONS;
export type CallCreditReason = keyof typeof CALL_CREDIT_REASONS;
export type CreditReason = WebCreditReason | CallCreditReason;
export type CreditDenialReason = keyof typeof CREDIT_DENIAL_REASONS;

export const CREDIT_REASON_CODES = [
  ...Object.keys(WEB_CREDIT_REASONS),
  ...Object.keys(CALL_CREDIT_REASONS),
] as [CreditReason, ...CreditReason[]];

export const CREDIT_DENIAL_REASON_CODES = Object.keys(CREDIT_DENIAL_REASONS) as [
  CreditDenialReason,
  ...CreditDenialReason[],
];

/** The reasons a lead of this type may be credited for. */
export const creditReasonsOf = (leadType: LeadType): Readonly<Record<string, string>> =>
  leadType === 'Web' ? WEB_CREDIT_REASONS : CALL_CREDIT_REASONS;

/** Whether `code` is a reason of this lead type. */
export const isCreditReasonOf = (leadType: LeadType, code: string): boolean =>
  Object.hasOwn(creditReasonsOf(leadType), code);

/** The text of a credit or denial reason; an unknown code is shown as it is. */
export function creditReasonText(code: string): string {
  const lists: Readonly<Record<string, string>>[] = [
    WEB_CREDIT_REASONS,
    CALL_CREDIT_REASONS,
    CREDIT_DENIAL_REASONS,
  ];
  return lists.find((list) => Object.hasOwn(list, code))?.[code] ?? code;
}

/** The credit reasons whose text holds `text`, in any case: what a search by reason finds. */
export function creditReasonsMatching(text: string): CreditReason[] {
  const wanted = text.toLowerCase();
  return CREDIT_REASON_CODES.filter((code) =>
    creditReasonText(code).toLowerCase().includes(wanted),
  );
}

/** Every credit reason in the order of its text (then its code): a list sorted by reason. */
export const CREDIT_REASONS_BY_TEXT: readonly CreditReason[] = [...CREDIT_REASON_CODES].sort(
  (a, b) => creditReasonText(a).localeCompare(creditReasonText(b), 'en') || (a < b ? -1 : 1),
);
