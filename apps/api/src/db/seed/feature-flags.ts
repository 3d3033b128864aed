import type { FeatureFlagName } from '@client-admin/domain/feature-flag-rules';
import type { Database } from '../database';
import { featureFlagRules, featureFlags } from '../schema/features';

interface FlagSeed {
  description: string;
  defaultEnabled: boolean;
  rules: { carrier?: string; clientType?: 'AGENT' | 'CORPORATE'; enabled: boolean }[];
}

/** Every flag of seed 000 §7 with its starting default and rules (recorded in docs/decisions). */
export const FEATURE_FLAG_SEEDS: Record<FeatureFlagName, FlagSeed> = {
  CorporateChannelList: {
    description: 'Channel list layout for corporate clients',
    defaultEnabled: false,
    rules: [{ clientType: 'CORPORATE', enabled: true }],
  },
  FarmersBillingUpload: {
    description: 'Farmers billing (folio) upload',
    defaultEnabled: false,
    rules: [{ carrier: 'FARMERS', enabled: true }],
  },
  TerritoryExpansion: {
    description: 'Secondary territories opt-in',
    defaultEnabled: true,
    rules: [],
  },
  EliteAgentDisplay: {
    description: 'Elite agent badge and support contact',
    defaultEnabled: true,
    rules: [],
  },
  AutomatedCancelation: {
    description: 'Automated cancellation flow',
    defaultEnabled: false,
    rules: [],
  },
  StateFarmCombinedUpload: {
    description: 'State Farm combined subsidy upload',
    defaultEnabled: false,
    rules: [{ carrier: 'STATEFARM', enabled: true }],
  },
  EnableDayCapBySchedules: {
    description: 'Day caps set per schedule',
    defaultEnabled: true,
    rules: [],
  },
  MedicareConsent: {
    description: 'Medicare consent wording on channels',
    defaultEnabled: false,
    rules: [],
  },
  CallCredits: {
    description: 'Lead credits for call leads',
    defaultEnabled: true,
    rules: [],
  },
  DisallowCalls: {
    description: 'Blocks call leads for the client',
    defaultEnabled: false,
    rules: [{ carrier: 'PROGRESSIVE', enabled: true }],
  },
};

/**
 * Inserts the flags that do not exist yet, with their starting rules. Runs at every start; flags
 * already there keep what product admins made of them.
 */
export async function syncFeatureFlags(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(featureFlags)
      .values(
        Object.entries(FEATURE_FLAG_SEEDS).map(([name, seed]) => ({
          name,
          description: seed.description,
          defaultEnabled: seed.defaultEnabled,
        })),
      )
      .onConflictDoNothing()
      .returning({ name: featureFlags.name });
    const names = created.map((row) => row.name as FeatureFlagName);
    const rules = names.flatMap((name) =>
      FEATURE_FLAG_SEEDS[name].rules.map((rule) => ({
        flagName: name,
        carrier: rule.carrier ?? null,
        clientType: rule.clientType ?? null,
        enabled: rule.enabled,
        createdBy: 'seed',
      })),
    );
    if (rules.length > 0) await tx.insert(featureFlagRules).values(rules);
  });
}
