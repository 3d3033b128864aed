import { api } from './http';

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
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Partial<Record<FeatureFlag, boolean>>;

// The answer's shape is not in the contracts yet (the endpoint is a later issue): accept either
// a map of flags or { flags: map }; read by hand to keep zod off the first route.
function readFlags(answer: unknown): FeatureFlags {
  if (typeof answer !== 'object' || answer === null) return {};
  const map = 'flags' in answer && typeof answer.flags === 'object' ? answer.flags : answer;
  return Object.fromEntries(
    Object.entries(map ?? {}).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    ),
  );
}

/** GET api/feature/flags?flags=...; on any failure the flags are empty (seed 000 §7). */
export async function getFeatureFlags(flags: readonly FeatureFlag[]): Promise<FeatureFlags> {
  try {
    return readFlags(await api('/api/feature/flags', { query: { flags: flags.join(',') } }));
  } catch (error) {
    console.error('Failed to get feature flag', error);
    return {};
  }
}

export const featureFlagsQueryOptions = (flags: readonly FeatureFlag[]) => ({
  queryKey: ['feature-flags', [...flags].sort().join(',')] as const,
  queryFn: () => getFeatureFlags(flags),
  staleTime: 5 * 60_000,
});
