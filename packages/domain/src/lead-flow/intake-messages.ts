/**
 * The words of lead intake and of the diagnostics beyond the matching rules' reasons
 * (issue 16, decision 0030).
 */
export const INTAKE_MESSAGES = {
  invalidApiKey: 'The API key is unknown or revoked.',
  unknownZip: 'Unknown zip code.',
  zipFormat: 'Must be a 5-digit zip code.',
  productWeb: 'Must be 1 (a web lead).',
  quoteType: 'Must be one of auto, home, renter, medsupp, health, life.',
  phoneFormat: 'Must be a phone number of 7 to 30 digits, spaces, +, -, ., ( and ).',
  required: 'Required.',
  vendorNotFound: 'Vendor not found.',
  apiKeyNotFound: 'API key not found.',
  /** A vendor lead id posted again with other lead data (a 422, like a reused Idempotency-Key). */
  vendorLeadIdReused: 'This vendorLeadId was posted before with other lead data.',
  /** An eligible channel that did not buy: outranked, or left out by one-per-client or maxSold. */
  outranked: 'Other channels ranked higher for this lead (trump flag, price, last served).',
  // The diagnostics panel of the channel screens.
  diagnosticsTitle: 'Why am I not getting leads?',
  diagnosticsFailed: 'Could not load why this channel missed leads.',
  noMissedLeads: 'This channel has not missed a lead of its kind lately.',
  /** The heading of what stops every lead now (the pause first; issue 36). */
  stoppedNow: 'Not receiving leads now',
  weekSummary: (seen: number, bought: number) =>
    `Last 7 days: ${bought} of ${seen} lead${seen === 1 ? '' : 's'} of this kind bought`,
} as const;
