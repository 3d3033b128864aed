/**
 * Which channel fields only staff may set (decision 0014). A client user may send such a field
 * only with the value it already has: the stored one on edit, the default on add, or a value a
 * rule of the channel itself gives (a reset on package change, say).
 */
export const STAFF_ONLY_CHANNEL_FIELDS = [
  'payout',
  'maxPrice',
  'weekdayNetPayout',
  'weekendNetPayout',
  'bidFloor',
  'trumpFlag',
  'backfill',
  'acceptsBundle',
  'acceptsCombo',
  'missedCallPenalty',
  'missedCallRate',
  'answerRate',
  'billTimeThreshold',
  'isPremium',
  'isHidePhoneNumber',
  'isLegAnchor',
  'eprMultiplier',
  'expansionOptOut',
  'secondaryTerritoryExcludedZipCodes',
  'subscriptionDescription',
  'upsellRep',
  'upsellPromo',
  'sourcePackage',
  'stateOverrides',
  'subsidyProduct',
  'quoteTypeIsLocked',
] as const;
export type StaffOnlyChannelField = (typeof STAFF_ONLY_CHANNEL_FIELDS)[number];

export type StaffOnlyValues = Partial<Record<StaffOnlyChannelField, unknown>>;

export const isStaffOnlyChannelField = (name: string): name is StaffOnlyChannelField =>
  (STAFF_ONLY_CHANNEL_FIELDS as readonly string[]).includes(name);

export const staffOnlyFieldMessage = (field: StaffOnlyChannelField): string =>
  field === 'stateOverrides'
    ? 'Only staff may add or remove state overrides or change their bids'
    : `Only staff may set ${field}`;

/** One field: its own message; several: one sentence naming them all. */
export const staffOnlyFieldsMessage = (fields: readonly StaffOnlyChannelField[]): string =>
  fields.length === 1
    ? staffOnlyFieldMessage(fields[0]!)
    : `Only staff may set ${fields.join(', ')}`;

interface StateOverrideTerms {
  state: string;
  minBid: number;
  maxBid: number;
}

/**
 * The part of a call campaign's state overrides only staff set: which states, and their bids.
 * A client may change an override's price (within its bids) and switch it on or off.
 */
export const stateOverrideTerms = (overrides: readonly StateOverrideTerms[]) =>
  overrides
    .map((o) => ({ state: o.state.toUpperCase(), minBid: o.minBid, maxBid: o.maxBid }))
    .sort((a, b) => a.state.localeCompare(b.state));

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * The staff-only fields `sent` changes: each sent value that is neither the kept one nor the one
 * `alsoAllowed` names for the field. A field left out of `sent` changes nothing.
 */
export function staffOnlyFieldsChanged(
  sent: StaffOnlyValues,
  kept: StaffOnlyValues,
  alsoAllowed: StaffOnlyValues = {},
): StaffOnlyChannelField[] {
  return STAFF_ONLY_CHANNEL_FIELDS.filter((field) => {
    if (sent[field] === undefined) return false;
    const value = canonical(sent[field]);
    if (value === canonical(kept[field])) return false;
    return !(field in alsoAllowed && value === canonical(alsoAllowed[field]));
  });
}
