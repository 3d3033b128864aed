/** Seed 001 §8, lookup values, and the API's refusals. */
export const LOOKUP_VALUE_MESSAGES = {
  getFailed: 'failed to get lookup values',
  saveFailed: 'failed to save lookup values',
  saved: 'Lookup value saved.',
  valueRequired: 'Value is required',
  labelRequired: 'Label is required',
  notLookupFilter: 'This filter type takes no lookup values',
  unknownFilterType: 'Unknown filter type',
  duplicate: 'This filter type already has that value',
  notFound: 'Lookup value not found',
} as const;
