/**
 * The reasons a client is cancelled for (seed 002 §9: a code-to-text list of about 23 entries,
 * not shown; decision 0039). Codes are stored with each cancellation: never rename or reuse one,
 * only add; the texts may be reworded.
 */
export const CANCEL_REASONS = [
  { code: 'LEAD_QUALITY', text: 'Lead quality did not meet expectations' },
  { code: 'BAD_CONTACT_INFO', text: 'Too many leads with bad contact information' },
  { code: 'DUPLICATE_LEADS', text: 'Too many duplicate leads' },
  { code: 'LOW_CONVERSION', text: 'Leads did not convert into policies' },
  { code: 'EXISTING_POLICYHOLDERS', text: 'Leads were already policyholders' },
  { code: 'LANGUAGE_BARRIER', text: 'Leads spoke a language the agency does not serve' },
  { code: 'LEAD_VOLUME_LOW', text: 'Not enough leads' },
  { code: 'LEAD_VOLUME_HIGH', text: 'More leads than the agency can work' },
  { code: 'PRICE_TOO_HIGH', text: 'Lead prices are too high' },
  { code: 'BUDGET_CUTS', text: 'Marketing budget cut' },
  { code: 'FILTERS_TOO_LIMITING', text: 'Filters could not target the leads wanted' },
  { code: 'TERRITORY_UNAVAILABLE', text: 'Wanted territory is not available' },
  { code: 'CARRIER_RESTRICTION', text: 'Carrier no longer allows purchased leads' },
  { code: 'CARRIER_APPOINTMENT_ENDED', text: 'Carrier appointment or contract ended' },
  { code: 'AGENCY_CLOSED', text: 'Agency closed' },
  { code: 'AGENCY_SOLD', text: 'Agency sold or merged' },
  { code: 'RETIRED', text: 'Agent retired' },
  { code: 'LICENSE_ISSUE', text: 'License lapsed or suspended' },
  { code: 'COMPETITOR', text: 'Moved to another lead provider' },
  { code: 'SERVICE_DISSATISFACTION', text: 'Unhappy with customer service' },
  { code: 'BILLING_DISPUTE', text: 'Billing dispute' },
  { code: 'NON_PAYMENT', text: 'Non-payment' },
  { code: 'OTHER', text: 'Other (see notes)' },
] as const;

export type CancelReasonCode = (typeof CANCEL_REASONS)[number]['code'];

export const CANCEL_REASON_CODES = CANCEL_REASONS.map((r) => r.code) as [
  CancelReasonCode,
  ...CancelReasonCode[],
];

export function isCancelReasonCode(value: string): value is CancelReasonCode {
  return (CANCEL_REASON_CODES as readonly string[]).includes(value);
}

/** The text of a code; a code this list no longer has is shown as it is. */
export function cancelReasonText(code: string): string {
  return CANCEL_REASONS.find((r) => r.code === code)?.text ?? code;
}
