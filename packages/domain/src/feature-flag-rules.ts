/**
 * Which value a feature flag has for one client: the most specific matching rule wins.
 * Order: client id > carrier and client type > carrier > client type > the flag's default.
 */
export const FEATURE_FLAGS = [
  'CorporateChannelList',
  'FarmersBillingUpload',
  'TerritoryExpansion',
  'EliteAgentDisplay',
  'AutomatedCancelation',
  'StateFarmCombinedUpload',
  'EnableDayCapBySchedules',
  'MedicareConsent',
  'CallCredits',
  'DisallowCalls',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];

/** A rule targets one client, or a carrier (parent company) and/or a client type. */
export interface FeatureFlagRule {
  clientId: number | null;
  carrier: string | null;
  clientType: string | null;
  enabled: boolean;
}

/** The client a flag is asked for; null when no client is selected (defaults apply). */
export interface FeatureFlagSubject {
  clientId: number | null;
  carrier: string | null;
  clientType: string | null;
}

export type FeatureFlagRuleKind = 'client' | 'carrierType' | 'carrier' | 'clientType';

/** Higher is more specific. */
const SPECIFICITY: Record<FeatureFlagRuleKind, number> = {
  client: 4,
  carrierType: 3,
  carrier: 2,
  clientType: 1,
};

/** The kind of a rule; null for a rule that targets nothing (never valid). */
export function featureFlagRuleKind(
  rule: Omit<FeatureFlagRule, 'enabled'>,
): FeatureFlagRuleKind | null {
  if (rule.clientId !== null) return 'client';
  if (rule.carrier !== null && rule.clientType !== null) return 'carrierType';
  if (rule.carrier !== null) return 'carrier';
  if (rule.clientType !== null) return 'clientType';
  return null;
}

function matches(rule: FeatureFlagRule, subject: FeatureFlagSubject): boolean {
  if (rule.clientId !== null) return rule.clientId === subject.clientId;
  const carrierOk = rule.carrier === null || rule.carrier === subject.carrier;
  const typeOk = rule.clientType === null || rule.clientType === subject.clientType;
  return carrierOk && typeOk;
}

/**
 * The flag's value for the subject. Among equally specific matches (the database keeps one rule
 * per target, so only hand-built lists have them) the first one listed wins.
 */
export function resolveFeatureFlag(
  defaultEnabled: boolean,
  rules: readonly FeatureFlagRule[],
  subject: FeatureFlagSubject | null,
): boolean {
  if (!subject) return defaultEnabled;
  let best: { rank: number; enabled: boolean } | null = null;
  for (const rule of rules) {
    const kind = featureFlagRuleKind(rule);
    if (!kind || !matches(rule, subject)) continue;
    const rank = SPECIFICITY[kind];
    if (!best || rank > best.rank) best = { rank, enabled: rule.enabled };
  }
  return best ? best.enabled : defaultEnabled;
}
