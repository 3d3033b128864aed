/**
 * The client rules a client can hold (seed 001 §3: id, clientQuoteTypeId, ruleName; the types
 * come from GET /api/ClientRule/types). The seeds name no types: ours are consumer dedupe
 * windows, which the lead flow enforces (decision 0034): a client holding one never buys a lead
 * whose consumer's phone it bought within the window, on the rule's channel or, without one, on
 * any of its channels.
 */
export const CLIENT_RULE_TYPES = [
  {
    ruleName: 'Dedupe 1 Day',
    description: 'Refuse a lead whose consumer this client bought in the last day.',
    dedupeDays: 1,
  },
  {
    ruleName: 'Dedupe 30 Days',
    description: 'Refuse a lead whose consumer this client bought in the last 30 days.',
    dedupeDays: 30,
  },
  {
    ruleName: 'Dedupe 90 Days',
    description: 'Refuse a lead whose consumer this client bought in the last 90 days.',
    dedupeDays: 90,
  },
] as const;

export type ClientRuleName = (typeof CLIENT_RULE_TYPES)[number]['ruleName'];

export const CLIENT_RULE_NAMES = CLIENT_RULE_TYPES.map((t) => t.ruleName) as [
  ClientRuleName,
  ...ClientRuleName[],
];

/** The longest dedupe window of the rules a channel is under, in days; null for none. */
export function dedupeWindowDays(ruleNames: readonly string[]): number | null {
  const days = CLIENT_RULE_TYPES.filter((t) => ruleNames.includes(t.ruleName)).map(
    (t) => t.dedupeDays,
  );
  return days.length === 0 ? null : Math.max(...days);
}
